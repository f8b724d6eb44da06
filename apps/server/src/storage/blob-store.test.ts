import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { useTestApp } from '../../test/test-app';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import { createGatewayBot, handIn, handInForm } from '../../test/receipt-factory';
import type { S3Settings } from '../config';
import { localBlobStore, type BlobStore } from './blob-store';
import { renderReceiptPng } from '../seed/receipt-image';
import { s3BlobStore } from './s3-blob-store';

/**
 * The same behaviour from both receipt-file stores: the disk folder (default) and an S3 bucket, here
 * a local S3-compatible server the test starts (docs/deploy.md, "Several instances").
 */
let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3();
  folder = await mkdtemp(path.join(os.tmpdir(), 'panel-blobs-'));
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ['disk', () => localBlobStore(folder)],
  ['S3', () => s3BlobStore(s3.settings)],
];

describe.each(stores)('the %s store', (_name, open) => {
  it('gives back the bytes it was given, replaces them on a second put and forgets them on remove', async () => {
    const store = open();
    const key = `receipts/7/${Date.now()}.png`;
    const bytes = renderReceiptPng({
      amountCentavos: 1_500_00,
      bankName: 'Banco',
      sender: 'Ana',
      date: new Date(),
      reference: 'R',
    });
    await store.put(key, bytes);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    await store.put(key, Buffer.from('otro'));
    expect((await store.get(key))?.toString()).toBe('otro');
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await store.remove(key); // removing what is gone is not an error
  });

  it('answers null for a key it never had', async () => {
    expect(await open().get('receipts/none/missing.pdf')).toBeNull();
  });

  it('refuses keys that climb out of the store or carry odd characters', async () => {
    const store = open();
    for (const key of ['../secreto', 'receipts/../../x', '/abs', 'a b', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('clave de archivo inválida');
      await expect(store.get(key)).rejects.toThrow('clave de archivo inválida');
    }
  });
});

describe.each<[string, () => { s3: S3Settings } | object]>([
  ['disk', () => ({})],
  ['S3', () => ({ s3: s3.settings })],
])('receipts handed in by a bot, with files on %s', (_name, settings) => {
  const t = useTestApp(settings);

  it('open through the signed link with the bytes the bot sent', async () => {
    const island = await createIsland(t.db, { prefix: 'sb' });
    const { key } = await createGatewayBot(t.db, island.id);
    const operator = await createUser(t.db, { tenantId: island.id, rol: 5 });
    const token = await tokenFor(t.app, operator.username);
    const { png, ...body } = handInForm('+54 9 11 4444-1234', 2000);
    const handedIn = await handIn(t.app, key, body);
    expect(handedIn.statusCode, handedIn.body).toBe(201);
    const view = (
      await t.inject(token, 'GET', `/api/get/${handedIn.json<{ id: number }>().id}`)
    ).json<ReceiptView>();
    const file = await t.app.inject({ method: 'GET', url: view.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
  });
});
