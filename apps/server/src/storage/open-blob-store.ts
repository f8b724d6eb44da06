import path from 'node:path';
import type { AppConfig } from '../config';
import { localBlobStore, type BlobStore } from './blob-store';

/**
 * The store the settings name: S3 when S3_BUCKET is set, else DATA_DIR/uploads. The S3 SDK is loaded
 * only then, so a disk installation never pays for it. `close` releases the S3 client's sockets.
 */
export async function openBlobStore(
  config: Pick<AppConfig, 's3' | 'dataDir'>,
): Promise<BlobStore & { close(): void }> {
  if (config.s3) {
    const { s3BlobStore } = await import('./s3-blob-store');
    return s3BlobStore(config.s3);
  }
  return { ...localBlobStore(path.join(config.dataDir, 'uploads')), close: () => undefined };
}
