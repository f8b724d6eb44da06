import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { checkedKey, type BlobStore } from './blob-store';

/**
 * Receipt files in an S3-compatible bucket (AWS S3, MinIO, R2…), so every instance reads what any
 * of them wrote (docs/deploy.md, "Several instances"). The bucket exists beforehand; the server
 * never creates it. Keys are the same as on disk.
 */
export function s3BlobStore(settings: S3Settings): BlobStore & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success, as the disk store's `force` does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    close: () => client.destroy(),
  };
}
