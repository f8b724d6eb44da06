import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../db/connection';
import * as t from '../db/schema';
import { renderReceiptPng } from './receipt-image';
import { hashReceiptFile } from '../evidence/file-hashes';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The demo's evidence cases (docs/features/evidence.md): a receipt approved days ago sent again as
 * the same file and as a re-encoded copy, one deferred as NOT_FOUND whose notice has not arrived
 * (send it with the simulator or the intake call to see it come back), and one waiting for the
 * holder's name. Returns the files to store.
 */
export async function seedDemoEvidence(tx: DbOrTx, islandId: number, now: number) {
  const players = await tx
    .select({ id: t.clients.id, name: t.clients.name })
    .from(t.clients)
    .where(eq(t.clients.tenantId, islandId))
    .orderBy(asc(t.clients.id))
    .limit(3);
  const [account] = await tx
    .select({ id: t.bankAccounts.id })
    .from(t.bankAccounts)
    .where(eq(t.bankAccounts.tenantId, islandId))
    .orderBy(asc(t.bankAccounts.id))
    .limit(1);
  const [bot] = await tx.select({ id: t.bots.id }).from(t.bots).where(eq(t.bots.tenantId, islandId));
  const files: { key: string; bytes: Buffer }[] = [];

  async function receipt(
    player: { id: number; name: string },
    amount: number,
    minutesAgo: number,
    file: { name: string; bytes: Buffer; type: 'png' | 'jpeg' },
    decided: Partial<typeof t.receipts.$inferInsert> = {},
  ) {
    const key = `receipts/demo/evidence-${file.name}.${file.type}`;
    files.push({ key, bytes: file.bytes });
    const at = new Date(now - minutesAgo * MINUTE);
    const [row] = await tx
      .insert(t.receipts)
      .values({
        tenantId: islandId,
        clientId: player.id,
        botId: bot?.id ?? null,
        bankAccountId: account!.id,
        fileKey: key,
        fileType: file.type,
        amount,
        ocrData: { monto: String(amount / 100), titular: player.name },
        ...(await hashReceiptFile(file.bytes, file.type)),
        createdAt: at,
        updatedAt: at,
        ...decided,
      })
      .returning({ id: t.receipts.id });
    return row!.id;
  }

  const [first, second, third] = players;
  if (!first || !second || !third || !account) return files;
  const original = renderReceiptPng({
    amountCentavos: 9_800_00,
    bankName: 'Banco Galicia',
    sender: first.name,
    date: new Date(now - 3 * DAY),
    reference: '90817263',
  });
  const approvedAt = new Date(now - 3 * DAY + 10 * MINUTE);
  const earlier = await receipt(
    first,
    9_800_00,
    3 * 24 * 60,
    { name: 'original', bytes: original, type: 'png' },
    {
      status: 'approve',
      decidedAt: approvedAt,
      updatedAt: approvedAt,
    },
  );
  await tx.insert(t.clientTransactions).values({
    clientId: first.id,
    receiptId: earlier,
    bankAccountId: account.id,
    amount: 9_800_00,
    charged: true,
    createdAt: approvedAt,
    updatedAt: approvedAt,
  });
  await receipt(first, 9_800_00, 12, { name: 'same-file', bytes: original, type: 'png' });
  const copy = await sharp(original).resize(384).jpeg({ quality: 70 }).toBuffer();
  await receipt(first, 9_800_00, 9, { name: 'reencoded', bytes: copy, type: 'jpeg' });

  const deferred = (player: { id: number; name: string }, amount: number, reason: string, name: string) =>
    receipt(
      player,
      amount,
      25,
      {
        name,
        bytes: renderReceiptPng({
          amountCentavos: amount,
          bankName: 'Banco Nación',
          sender: player.name,
          date: new Date(now - 25 * MINUTE),
          reference: name,
        }),
        type: 'png',
      },
      { status: 'notfound', reason, decidedAt: new Date(now - 20 * MINUTE) },
    );
  await deferred(second, 6_400_00, 'NOT_FOUND', 'deferred-not-found');
  await deferred(third, 3_300_00, 'ASK_BA_OWNER', 'deferred-holder');
  return files;
}
