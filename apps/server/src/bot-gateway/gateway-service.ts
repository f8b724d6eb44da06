import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { normalizePlayerName } from '@panel/domain/players/player-rules';
import type { PlayerView } from '@panel/domain/players/player-view';
import { centavosToPesos, formatCentavos } from '@panel/domain/money';
import { recordAudit } from '../db/audit-log';
import { playerByPhone, toPlayerView } from '../players/player-queries';
import { createPlayer, type PlayerDeps } from '../players/player-service';
import { saveIdentity } from '../players/player-identity';
import type { PlayerIdentity } from '@panel/domain/player-identity/identity-rules';
import type { Db } from '../db/connection';
import { bankAccounts, botStates, chatbotResponses, ignoredNumbers, islands, receipts } from '../db/schema';
import { AppError, badRequest, refused } from '../errors';
import type { BlobStore } from '../storage/blob-store';
import { detectFileType, isComplete } from '../storage/file-type';
import type { GatewayBot } from '@panel/domain/auth/caller';
import { GATEWAY_MESSAGES as M, type ReceiptFields } from '@panel/domain/bot-gateway/gateway-contract';
import { pickDepositAccount, type DepositAccount } from './deposit-account';
import { evidenceKeysOf, hashAfterIntake } from '../evidence/file-hashes';
import { exceedsPixelLimit } from '../storage/file-bounds';
import { queueReading } from '../receipt-reading/reading-jobs';
import { publishNews } from '../realtime/news';
import type { RealtimeDeps } from '../realtime/realtime';

async function islandOf(db: Db, tenantId: number) {
  const [island] = await db.select().from(islands).where(eq(islands.id, tenantId));
  return island!;
}

/**
 * The island's player with this phone, or a new one (docs/features/players.md username, through the cashiers'
 * createPlayer) when the island lets the bot create users. Two messages of a new player racing each
 * other end with the same player: the loser of the phone lock finds the winner's row. An identity
 * the bot sends completes a found player that has none (docs/features/player-identity.md); one
 * already stored is only changed by a cashier.
 */
export async function findOrCreatePlayer(
  deps: PlayerDeps,
  bot: GatewayBot,
  input: { phone: string; name?: string; identity?: PlayerIdentity | null },
): Promise<{ client: PlayerView; created: boolean }> {
  const existing = await playerByPhone(deps.db, bot.tenantId, input.phone);
  if (existing && input.identity && !existing.dni) {
    const { client } = await saveIdentity(deps.db, bot.tenantId, null, existing.id, input.identity);
    return { client, created: false };
  }
  if (existing) return { client: toPlayerView(existing), created: false };
  if (!(await islandOf(deps.db, bot.tenantId)).opUsercreation) throw refused(M.creationOff);
  try {
    const name = normalizePlayerName(input.name ?? '');
    return {
      // The chatbot has nobody to hand a fresh password to: the player gets it from a cashier's reset.
      client: (await createPlayer(deps, { tenantId: bot.tenantId, ...input, name }, null)).client,
      created: true,
    };
  } catch (error) {
    const winner =
      error instanceof AppError &&
      error.statusCode === 422 &&
      (await playerByPhone(deps.db, bot.tenantId, input.phone));
    if (winner) return { client: toPlayerView(winner), created: false };
    throw error;
  }
}

/**
 * Checks the upload by its bytes: one of the four types, not cut short, and an image no larger than
 * the pixel limit its header declares (read without decoding: storage/file-bounds.ts).
 */
export function checkReceiptFile(bytes: Buffer | null): 'jpeg' | 'png' | 'webp' | 'pdf' {
  if (!bytes || bytes.length === 0) throw badRequest(M.fileRequired);
  const type = detectFileType(bytes);
  if (!type) throw badRequest(M.fileType);
  if (!isComplete(bytes, type)) throw badRequest(M.fileIncomplete);
  if (exceedsPixelLimit(bytes, type)) throw refused(M.imageTooLarge);
  return type;
}

/**
 * A receipt handed in by a bot, whole or not at all: checked before anything is stored, then the
 * player (found or created), the pending receipt and its audit entry in one transaction, with the
 * file written last inside it. A refused or failed upload leaves no player, no receipt and no file.
 * Returns its id, once the island's screens are told (`news`).
 */
export async function intakeReceipt(
  deps: PlayerDeps & RealtimeDeps & { files: BlobStore },
  bot: GatewayBot,
  upload: { bytes: Buffer | null; fields: ReceiptFields },
): Promise<number> {
  const fileType = checkReceiptFile(upload.bytes);
  const { phone, amount, ocr, bankAccountId } = upload.fields;
  if (!(await islandOf(deps.db, bot.tenantId)).opCharges) throw refused(M.chargesOff);
  if (bankAccountId !== null) {
    const [account] = await deps.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.tenantId, bot.tenantId)));
    if (!account) throw badRequest(M.accountInvalid);
  }

  const keys = evidenceKeysOf(upload.bytes!, ocr);
  const month = new Date().toISOString().slice(0, 7);
  const fileKey = `receipts/${bot.tenantId}/${month}/${randomUUID()}.${fileType}`;
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      // The transaction stands in for the database: createPlayer's own transaction nests as a savepoint.
      const inTx = { ...deps, db: tx as unknown as Db };
      const { client } = await findOrCreatePlayer(inTx, bot, { phone });
      const [row] = await tx
        .insert(receipts)
        .values({
          tenantId: bot.tenantId,
          clientId: client.id,
          botId: bot.id,
          bankAccountId,
          fileKey,
          fileType,
          amount,
          ocrData: ocr,
          ...keys,
        })
        .returning({ id: receipts.id });
      await recordAudit(tx, {
        tenantId: bot.tenantId,
        actorUserId: null,
        action: 'receipt.create',
        entity: 'receipt',
        entityId: row!.id,
        after: { botId: bot.id, clientId: client.id, amount, bankAccountId, fileType },
      });
      await queueReading(tx, row!.id, bot.tenantId);
      await deps.files.put(fileKey, upload.bytes!);
      return row!.id;
    });
    hashAfterIntake(deps.db, id, upload.bytes!, fileType);
  } catch (error) {
    await deps.files.remove(fileKey); // written, then the commit failed
    throw error;
  }
  await publishNews(deps, bot.tenantId);
  return id;
}

/** The account a player should transfer `amount` (centavos) to, or 422 with the reason. */
export async function depositAccountFor(db: Db, bot: GatewayBot, amount: number): Promise<DepositAccount> {
  const island = await islandOf(db, bot.tenantId);
  if (!island.opCharges) throw refused(M.chargesOff);
  if (amount < island.chargeMin) throw refused(M.belowMinimum(formatCentavos(island.chargeMin)));
  const account = await pickDepositAccount(db, bot.tenantId, amount);
  if (!account) throw refused(M.noAccount);
  return account;
}

export async function islandForBot(db: Db, bot: GatewayBot) {
  const island = await islandOf(db, bot.tenantId);
  const [responses, ignored] = await Promise.all([
    db
      .select({
        intent: chatbotResponses.intent,
        response: chatbotResponses.response,
        alter_response: chatbotResponses.alterResponse,
      })
      .from(chatbotResponses)
      .where(eq(chatbotResponses.tenantId, bot.tenantId))
      .orderBy(asc(chatbotResponses.id)),
    db
      .select({ phone: ignoredNumbers.phone })
      .from(ignoredNumbers)
      .where(eq(ignoredNumbers.tenantId, bot.tenantId))
      .orderBy(asc(ignoredNumbers.id)),
  ]);
  return {
    island: {
      id: island.id,
      name: island.name,
      charge: centavosToPesos(island.chargeMin),
      bonus: island.bonusPercent,
      withdraw: centavosToPesos(island.withdrawMin),
    },
    flows: {
      opUsercreation: island.opUsercreation,
      opCharges: island.opCharges,
      opBalances: island.opBalances,
      opWithdraws: island.opWithdraws,
      opHelp: island.opHelp,
      opInformation: island.opInformation,
      opReferral: island.opReferral,
    },
    responses,
    ignoredNumbers: ignored.map((r) => r.phone),
  };
}

/** The state and QR the bot reports; the header's bot button reads it (GET /api/this/botstate). */
export async function saveBotState(
  db: Db,
  bot: GatewayBot,
  state: 0 | 1 | 2,
  qr: string | null,
): Promise<void> {
  const values = { state, qr, updatedAt: new Date() };
  await db
    .insert(botStates)
    .values({ botId: bot.id, ...values })
    .onConflictDoUpdate({ target: botStates.botId, set: values });
}
