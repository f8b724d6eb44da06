import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ReceiptReadingAnswer } from '@panel/domain/receipt-reading/reading-endpoints';
import { READING_FAILURE_MESSAGES } from '@panel/domain/receipt-reading/reading-texts';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { receiptReadingJobs } from '../db/schema';
import { testConfig, useTestApp } from '../../test/test-app';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import { createGatewayBot, createWallet, handIn, multipartBody } from '../../test/receipt-factory';
import { corpusFile, loadCorpus, type CorpusEntry } from './corpus';
import { claimReading } from './reading-jobs';

const reading = { reading: { workers: 1, timeoutMs: 60_000 } } satisfies Partial<AppConfig>;
const t = useTestApp();
let key: string;
let token: string;
let corpus: CorpusEntry[];
let accountNumber: string;
let accountId: number;

beforeAll(async () => {
  // This instance only takes uploads and answers; readers are started per test.
  const island = await createIsland(t.db, { prefix: 'rd' });
  ({ key } = await createGatewayBot(t.db, island.id));
  token = await tokenFor(t.app, (await createUser(t.db, { tenantId: island.id, rol: 5 })).username);
  corpus = await loadCorpus();
  // A receipt whose amount and account are read trusted: the checks compare them.
  accountNumber = corpus.find((e) => e.file === 'nacion-03.jpg')!.truth.receiverAccount;
  ({ id: accountId } = await createWallet(t.db, { tenantId: island.id, number: accountNumber }));
});

const CONTENT = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const;

async function upload(bytes: Buffer, type: keyof typeof CONTENT, amount = '1000', bankAccountId?: number) {
  const body = multipartBody(
    { phone: '5491155550000', amount, ...(bankAccountId ? { bankAccountId: String(bankAccountId) } : {}) },
    { bytes, filename: `c.${type}`, contentType: CONTENT[type] },
  );
  const response = await handIn(t.app, key, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

const readingOf = async (id: number) =>
  (await t.inject(token, 'GET', `/api/receipts/${id}/reading`)).json() as ReceiptReadingAnswer;

/** Polls the receipt's reading until it is no longer pending (the reader works in the background). */
async function settled(id: number): Promise<ReceiptReadingAnswer> {
  for (let i = 0; i < 600; i++) {
    const answer = await readingOf(id);
    if (answer.reading?.status !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`receipt ${id} still pending`);
}

async function reader(overrides: Partial<AppConfig> = reading): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(t.dataDir, overrides), { database: t.sameDatabase() });
  await app.ready();
  return app;
}

const entry = (file: string) => corpus.find((e) => e.file === file)!;

// OCR on a shared 2-core machine: a few seconds per image, so these tests get a generous limit.
describe('reading receipts on intake (docs/features/receipt-reading.md)', { timeout: 180_000 }, () => {
  it('answers the upload at once with the reading pending, then fills in the exact fields', async () => {
    const files = ['nacion-03.jpg', 'santander-04.pdf', 'brubank-03.jpg'].map(entry);
    const first = files[0]!;
    const ids = [
      await upload(await corpusFile(first), 'jpeg', first.truth.amount, accountId),
      await upload(await corpusFile(files[1]!), 'pdf'),
      await upload(await corpusFile(files[2]!), 'jpeg', '1'),
    ];
    expect((await readingOf(ids[0]!)).reading).toEqual({ status: 'pending', fields: {} });
    const app = await reader();
    try {
      const answers = await Promise.all(ids.map(settled));
      answers.forEach((answer, i) => {
        const values = Object.fromEntries(
          Object.entries(answer.reading!.fields).map(([name, f]) => [name, f.value]),
        );
        expect(answer.reading!.status).toBe('done');
        expect(values).toEqual(files[i]!.truth);
      });
      expect(answers[0]!.checks).toEqual({ amount: 'match', account: 'match' });
      expect(answers[0]!.expected.account).toBe(accountNumber);
      expect(answers[2]!.checks).toEqual({ amount: 'mismatch', account: 'unknown' });
    } finally {
      await app.close();
    }
  });

  it('ends a corrupt image and a text that is no receipt as failed, with the reason in Spanish', async () => {
    const corrupt = await upload(fakePng(), 'png');
    const chat = await upload(await textImage('Hola, ya te transferí. Avisame cuando llegue'), 'png');
    const app = await reader();
    try {
      expect((await settled(corrupt)).reading).toEqual({
        status: 'failed',
        fields: {},
        message: READING_FAILURE_MESSAGES.corrupt,
      });
      expect((await settled(chat)).reading?.message).toBe(READING_FAILURE_MESSAGES.notReceipt);
    } finally {
      await app.close();
    }
  });

  it('ends an encrypted PDF and one of hundreds of pages as failed, and reads a 10 MB image', async () => {
    const encrypted = await upload(minimalPdf(1, { encrypted: true }), 'pdf');
    const manyPages = await upload(minimalPdf(400), 'pdf');
    const truth = entry('mercadopago-02.jpg').truth;
    const big = await bigImage(await corpusFile(entry('mercadopago-02.jpg')));
    expect(big.length).toBeGreaterThan(9 * 1024 * 1024);
    const bigId = await upload(big, 'png');
    const app = await reader();
    try {
      expect((await settled(encrypted)).reading?.message).toBe(READING_FAILURE_MESSAGES.encrypted);
      expect((await settled(manyPages)).reading?.message).toBe(READING_FAILURE_MESSAGES.tooManyPages);
      const read = (await settled(bigId)).reading;
      expect(read?.status).toBe('done');
      expect(read?.fields.amount?.value).toBe(truth.amount);
      expect(await t.db.select().from(receiptReadingJobs)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('picks a job up again after its reader stopped or crashed mid-read', async () => {
    const id = await upload(await corpusFile(entry('cuentadni-02.jpg')), 'jpeg');
    const first = await reader();
    const job = async () =>
      (await t.db.select().from(receiptReadingJobs).where(eq(receiptReadingJobs.receiptId, id)))[0];
    for (let i = 0; i < 100 && !(await job())?.lockedBy; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await job())?.lockedBy).toBeTruthy();
    await first.close(); // stopped mid-read: the job goes back to the queue
    expect(await job()).toMatchObject({ lockedBy: null, attempts: 0 });
    expect((await readingOf(id)).reading?.status).toBe('pending');
    // A crashed instance leaves its claim behind; once its lease is over another instance reads it.
    await t.db
      .update(receiptReadingJobs)
      .set({ lockedBy: 'crashed-instance', lockedUntil: new Date(Date.now() - 1000), attempts: 1 })
      .where(eq(receiptReadingJobs.receiptId, id));
    const second = await reader();
    try {
      const answer = await settled(id);
      expect(answer.reading?.status).toBe('done');
      expect(answer.reading?.fields.operationNumber?.value).toBe(
        entry('cuentadni-02.jpg').truth.operationNumber,
      );
      expect(await job()).toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it('never gives the same receipt to two instances claiming at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await upload(fakePng(), 'png'));
    const other = t.sameDatabase();
    const claims: number[] = [];
    await Promise.all(
      [t.db, other.db].map(async (db, n) => {
        for (;;) {
          const job = await claimReading(db, `instance-${n}`, 60_000);
          if (!job) return;
          claims.push(job.receiptId);
        }
      }),
    );
    await other.close();
    expect(claims.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(new Set(claims).size).toBe(claims.length);
    await t.db.delete(receiptReadingJobs);
  });
});

/** A PNG the gateway accepts (signature, IEND) whose image data is garbage. */
function fakePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 1, 0, 0, 0, 1, 0, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from('no es una imagen'))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A picture of a chat message: text, but no receipt. */
function textImage(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="24" y="90" font-family="DejaVu Sans" font-size="30">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A PDF of `pages` empty pages written by hand (pdfjs rebuilds the cross-reference table). Encrypted:
 * a standard security handler whose user password is not empty, as a bank's "protected" statement.
 */
function minimalPdf(pages: number, { encrypted = false } = {}): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 360 640] >>'),
  ];
  const body = objects.map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('');
  const id = `<${'0123456789abcdef'.repeat(2)}>`;
  const trailer = `<< /Size ${objects.length + 1} /Root 1 0 R${encrypted ? ` /Encrypt 3 0 R /ID [${id} ${id}]` : ''} >>`;
  return Buffer.from(`%PDF-1.4\n${body}trailer\n${trailer}\n%%EOF\n`, 'latin1');
}

/** A receipt as a phone camera's uncompressed PNG of about 10 MB (the gateway's limit is 10 MiB). */
function bigImage(receipt: Buffer): Promise<Buffer> {
  return sharp(receipt).resize({ width: 1540 }).png({ compressionLevel: 0 }).toBuffer();
}
