import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection';
import { bankAccounts, banks, bots, receipts } from '../src/db/schema';
import { hashAccessKey } from '../src/security/access-keys';
import { renderReceiptPng } from '../src/seed/receipt-image';
import { createPlayer } from './client-factory';

const unique = () => randomBytes(3).toString('hex');

/** A bank with generous limits unless overridden (centavos). */
export async function createBank(db: Db, values: { tenantId: number } & Partial<typeof banks.$inferInsert>) {
  const [bank] = await db
    .insert(banks)
    .values({
      bankname: `Banco ${unique()}`,
      transacBottomLimit: 100,
      transacTopLimit: 10_000_000_00,
      dailyTopLimit: 50_000_000_00,
      monthlyTopLimit: 500_000_000_00,
      topLimitInUse: 500_000_000_00,
      dailyTransacLimit: 10_000,
      ...values,
    })
    .returning();
  return bank!;
}

export async function createBankAccount(
  db: Db,
  values: { tenantId: number; bankId: number } & Partial<typeof bankAccounts.$inferInsert>,
) {
  const [account] = await db
    .insert(bankAccounts)
    .values({
      name: `Titular ${unique()}`,
      number: Array.from({ length: 22 }, () => Math.floor(Math.random() * 10)).join(''),
      ...values,
    })
    .returning();
  return account!;
}

/** A wallet of the island: an account of a bank of its own (both with the defaults above). */
export async function createWallet(
  db: Db,
  values: { tenantId: number } & Partial<typeof bankAccounts.$inferInsert>,
) {
  const bank = await createBank(db, { tenantId: values.tenantId });
  return createBankAccount(db, { bankId: bank.id, ...values });
}

/** A pending receipt to the wallet from a new player of its island, named Ana Pérez. */
export async function createReceiptTo(
  app: FastifyInstance,
  account: { tenantId: number; id: number },
  values: Partial<typeof receipts.$inferInsert> = {},
) {
  const player = await createPlayer(app.db, { tenantId: account.tenantId, name: 'Ana Pérez' });
  return createReceipt(app, {
    tenantId: account.tenantId,
    clientId: player.id,
    bankAccountId: account.id,
    ...values,
  });
}

/** A pending receipt with a real PNG in the app's file store. Amounts in centavos. */
export async function createReceipt(
  app: FastifyInstance,
  values: { tenantId: number; clientId: number } & Partial<typeof receipts.$inferInsert>,
) {
  const amount = values.amount ?? 1_000_00;
  const fileKey = `receipts/test/${unique()}.png`;
  await app.files.put(
    fileKey,
    renderReceiptPng({
      amountCentavos: amount,
      bankName: 'Banco',
      sender: 'Ana',
      date: new Date(),
      reference: 'T',
    }),
  );
  const [receipt] = await app.db
    .insert(receipts)
    .values({ fileKey, fileType: 'png', amount, ...values })
    .returning();
  return receipt!;
}

/** A bot of the island whose gateway key is returned (only its hash is stored, as in production). */
export async function createGatewayBot(
  db: Db,
  tenantId: number,
  values: Partial<typeof bots.$inferInsert> = {},
) {
  const key = `bot_test_${unique()}${unique()}`;
  const [bot] = await db
    .insert(bots)
    .values({ tenantId, name: `Bot ${unique()}`, gatewayKeyHash: hashAccessKey(key), ...values })
    .returning();
  return { bot: bot!, key };
}

/** A multipart/form-data body as a bot sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { bytes: Buffer; filename: string; contentType: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----panel${unique()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/gateway/receipts as the bot with this key sends it. */
export const handIn = (
  app: FastifyInstance,
  botKey: string,
  body: { payload: Buffer; headers: Record<string, string> },
) =>
  app.inject({
    method: 'POST',
    url: '/api/gateway/receipts',
    headers: { ...body.headers, 'x-bot-key': botKey },
    payload: body.payload,
  });

/** What a bot hands in: a drawn PNG of `pesos` from `phone`, as the multipart body of the gateway. */
export function handInForm(phone: string, pesos: number) {
  const png = renderReceiptPng({
    amountCentavos: pesos * 100,
    bankName: 'Banco',
    sender: 'Ana',
    date: new Date(),
    reference: 'H',
  });
  const body = multipartBody(
    { phone, amount: String(pesos) },
    { bytes: png, filename: 'comprobante.png', contentType: 'image/png' },
  );
  return { png, ...body };
}
