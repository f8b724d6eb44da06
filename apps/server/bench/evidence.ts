/**
 * Evidence scenario of `npm run bench` (docs/features/evidence.md):
 * 1. the cost of one incoming bank notice (stored, matched against deferred and pending receipts,
 *    offered to the automatic approval) and of a receipt's matches and duplicates on GET
 *    /api/get/{id}, on an island with 100,000 receipts and 100,000 notices;
 * 2. the duplicate detection on a generated set: copies of receipts (identical, re-encoded, resized,
 *    cropped) that should be caught, and different receipts of the same template that should not.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PHASH_MAX_DISTANCE, phashDistance } from '@panel/domain/evidence/duplicates';
import { queryRows } from '../src/db/connection';
import { clients, panelUsers } from '../src/db/schema';
import { hashAccessKey } from '../src/security/access-keys';
import { issueToken } from '../src/security/token';
import { renderReceiptPng } from '../src/seed/receipt-image';
import { hashReceiptFile, type FileHashes } from '../src/evidence/file-hashes';
import { formatRow, runLoad } from './load';
import { insertBenchAccount, insertBenchTenant } from './bench-data';

const ROWS = Number(process.env.BENCH_EVIDENCE_ROWS ?? 100_000);
const INTAKE_KEY = 'intake_bench_evidence';

async function seedIsland(app: FastifyInstance) {
  const tenantId = await insertBenchTenant(app.db, {
    name: 'Isla Bench Evidencia',
    prefix: 'be',
    autoApprove: true,
    intakeKeyHash: hashAccessKey(INTAKE_KEY),
  });
  const account = await insertBenchAccount(app.db, tenantId, '1'.repeat(22));
  const [client] = await app.db
    .insert(clients)
    .values({ tenantId, panelUsername: 'be1', phone: '5491100000000', name: 'Jugador Bench' })
    .returning();
  const [operator] = await app.db
    .insert(panelUsers)
    .values({
      username: 'bench_evidencia',
      usernameKey: 'bench_evidencia',
      email: 'e@bench.local',
      passwordHash: '-',
      rol: 5,
      tenantId,
    })
    .returning();
  // A month of traffic: receipts (a tenth deferred as NOT_FOUND, the rest decided) and notices, with
  // amounts that repeat (round hundreds) as real loads do.
  await app.db.execute(sql`
    insert into receipts (tenant_id, client_id, bank_account_id, file_key, file_type, amount, status, reason,
                          file_sha256, phash, decided_at, created_at, updated_at)
    select ${tenantId}, ${client!.id}, ${account.id}, 'receipts/bench/e' || g || '.png', 'png',
           (1000 + (g * 7919) % 49000) * 100,
           (case when g % 10 = 0 then 'notfound' else 'approve' end)::receipt_status,
           case when g % 10 = 0 then 'NOT_FOUND' end,
           md5(g::text) || md5((g + 1)::text), (g * 2654435761) % 9223372036854775807,
           now() - g * interval '25 seconds', now() - g * interval '25 seconds', now() - g * interval '25 seconds'
      from generate_series(1, ${ROWS}) g`);
  await app.db.execute(sql`
    insert into notifications (tenant_id, bank, sender, amount, bank_account_id, bank_account_name, noticed_at, created_at)
    select ${tenantId}, 'Banco Bench', 'Remitente ' || g, (1000 + (g::bigint * 104729) % 49000) * 100, ${account.id},
           'Titular Bench', now() - g * interval '25 seconds', now() - g * interval '25 seconds'
      from generate_series(1, ${ROWS}) g`);
  for (const table of ['receipts', 'notifications']) await app.db.execute(sql.raw(`analyze ${table}`));
  const [sample] = await queryRows<{ id: number }>(
    app.db,
    sql`select id from receipts where tenant_id = ${tenantId} order by id desc limit 1`,
  );
  return {
    account,
    receiptId: Number(sample!.id),
    token: issueToken(operator!, app.appConfig.jwtSecret),
  };
}

async function benchMatching(app: FastifyInstance, base: string) {
  const started = performance.now();
  const { account, receiptId, token } = await seedIsland(app);
  console.log(
    `evidence: ${ROWS.toLocaleString('es-AR')} receipts and ${ROWS.toLocaleString('es-AR')} notices generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  let n = 0;
  const intake = async () =>
    (
      await fetch(`${base}/api/notifications/intake`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-intake-key': INTAKE_KEY },
        body: JSON.stringify({
          date: new Date().toISOString(),
          bank: 'Banco Bench',
          from: 'Remitente',
          amount: 1000 + (n++ % 490) * 100,
          account: account.number,
        }),
      })
    ).ok;
  const read = async () =>
    (await fetch(`${base}/api/get/${receiptId}`, { headers: { 'x-access-token': token } })).ok;
  for (const [name, call] of [
    ['POST notice intake (match + return + auto)', intake],
    ['GET /api/get/{id} with matches, duplicates', read],
  ] as const) {
    await runLoad({ workers: 1, durationMs: 500, maxCalls: 20 }, call);
    console.log(formatRow(name, await runLoad({ workers: 1, durationMs: 5000, maxCalls: 300 }, call)));
  }
}

type Hashed = FileHashes & { amount: number; player: number };
/** The server's rule (evidence-queries.ts): same file, or a near picture of the same player and amount. */
const flagged = (a: Hashed, b: Hashed) =>
  a.fileSha256 === b.fileSha256 || (a.player === b.player && a.amount === b.amount && nearPicture(a, b));
const nearPicture = (a: FileHashes, b: FileHashes) =>
  a.phash !== null && b.phash !== null && phashDistance(a.phash, b.phash) <= PHASH_MAX_DISTANCE;

const COPIES: [string, (png: Buffer) => Promise<Buffer>][] = [
  ['identical', async (png) => png],
  ['JPEG q60', (png) => sharp(png).jpeg({ quality: 60 }).toBuffer()],
  ['resized 70% JPEG', (png) => sharp(png).resize(336).jpeg({ quality: 80 }).toBuffer()],
  ['cropped 2%', (png) => sharp(png).extract({ left: 5, top: 7, width: 470, height: 706 }).png().toBuffer()],
  [
    'cropped 5% JPEG',
    (png) => sharp(png).extract({ left: 12, top: 18, width: 456, height: 684 }).jpeg().toBuffer(),
  ],
];

async function benchDuplicates() {
  const SENDERS = ['Ana Pérez', 'Luis Díaz', 'María Gómez', 'Jorge Sosa', 'Lucía Romero'];
  const BANKS = ['Banco Nación', 'Banco Galicia', 'Santander', 'Mercado Pago'];
  const drawn = (i: number, amount: number) =>
    renderReceiptPng({
      amountCentavos: amount,
      bankName: BANKS[i % BANKS.length]!,
      sender: SENDERS[(i * 7) % SENDERS.length]!,
      date: new Date(Date.UTC(2026, 10, 1, 9, 0) + i * 7 * 60_000),
      reference: String(40_000_000 + i * 7_919),
    });
  const ORIGINALS = 40;
  // Originals of 10 players, four each.
  const originals = [];
  for (let i = 0; i < ORIGINALS; i++) {
    const amount = (1000 + ((i * 37) % 40) * 100) * 100;
    const png = drawn(i, amount);
    originals.push({ png, amount, player: i % 10, ...(await hashReceiptFile(png, 'png')) });
  }
  const caught: Record<string, number> = {};
  for (const [name, make] of COPIES) {
    caught[name] = 0;
    for (const o of originals) {
      const copy = {
        amount: o.amount,
        player: o.player,
        ...(await hashReceiptFile(await make(o.png), 'jpeg')),
      };
      if (flagged(copy, o)) caught[name]!++;
    }
  }
  // Look-alikes: different transfers on the same template, in four groups of 20: the same player and
  // amount as an original, the same amount by another player, the same player with another amount,
  // and neither.
  const GROUPS = [
    'same player and amount',
    'same amount, other player',
    'same player, other amount',
    'neither',
  ];
  const wrong = GROUPS.map(() => 0);
  let nearPictures = 0;
  const LOOK_ALIKES = 80;
  for (let i = 0; i < LOOK_ALIKES; i++) {
    const group = i % 4;
    const like = originals[i % ORIGINALS]!;
    const amount = group === 0 || group === 1 ? like.amount : like.amount + 50;
    const player = group === 0 || group === 2 ? like.player : 100 + i;
    const other = { amount, player, ...(await hashReceiptFile(drawn(1000 + i, amount), 'png')) };
    if (originals.some((o) => nearPicture(other, o))) nearPictures++;
    if (originals.some((o) => flagged(other, o))) wrong[group]!++;
  }
  const total = COPIES.length * ORIGINALS;
  const all = Object.values(caught).reduce((s, c) => s + c, 0);
  console.log(
    `duplicates: ${all}/${total} true duplicates caught (${COPIES.map(([n]) => `${n} ${caught[n]}/${ORIGINALS}`).join(', ')})`,
  );
  console.log(
    `duplicates: ${wrong.reduce((s, c) => s + c, 0)}/${LOOK_ALIKES} different receipts wrongly flagged (` +
      GROUPS.map((g, k) => `${g} ${wrong[k]}/${LOOK_ALIKES / 4}`).join(', ') +
      `); the perceptual hash alone would flag ${nearPictures}/${LOOK_ALIKES}`,
  );
}

export async function benchEvidence(app: FastifyInstance, base: string): Promise<void> {
  await benchDuplicates();
  await benchMatching(app, base);
}
