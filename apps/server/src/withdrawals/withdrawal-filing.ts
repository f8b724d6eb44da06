import { and, eq, notInArray, sql } from 'drizzle-orm';
import { TRUSTED_CONFIDENCE } from '@panel/domain/receipt-reading/receipt-reading';
import {
  WITHDRAWAL_MESSAGES as M,
  filingRefusal,
  type WithdrawalSource,
} from '@panel/domain/withdrawals/withdrawal-rules';
import { queryRows, type DbOrTx } from '../db/connection';
import { ZONE } from '../db/business-time';
import { clients, withdrawalDestinations, withdrawalRequests } from '../db/schema';
import { notFound, refused } from '../errors';
import type { GamingPlatform } from '../ledger/gaming-platform';
import { auditWithdrawal } from './withdrawal-audit';
import { withdrawalRulesOf } from './withdrawal-settings';

export interface FilingInput {
  tenantId: number;
  clientId: number;
  amount: number;
  destination: string;
  holderTaxId: string;
  source: WithdrawalSource;
  /** The cashier who filed it; null when the player asked through the bot. */
  requestedBy: number | null;
}

/** The player's requests of this business day that still count (not rejected or cancelled), and the time. */
async function filingDay(tx: DbOrTx, clientId: number) {
  const [day] = await tx
    .select({
      requestsToday: sql<number>`count(*)::int`,
      amountToday: sql<number>`coalesce(sum(${withdrawalRequests.amount}), 0)::bigint`,
      minuteOfDay: sql<number>`(extract(hour from now() at time zone ${ZONE}) * 60 + extract(minute from now() at time zone ${ZONE}))::int`,
    })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.clientId, clientId),
        notInArray(withdrawalRequests.state, ['rechazado', 'cancelado']),
        sql`${withdrawalRequests.createdAt} >= date_trunc('day', now() at time zone ${ZONE}) at time zone ${ZONE}`,
      ),
    );
  return {
    requestsToday: Number(day?.requestsToday ?? 0),
    amountToday: Number(day?.amountToday ?? 0),
    minuteOfDay: Number(day?.minuteOfDay ?? 0),
  };
}

/**
 * The player's CUIT/CUIL as far as the panel knows it: the one sender CUIT/CUIL read with trust on
 * the player's approved receipts, when they all agree; null when unknown or when they disagree
 * (docs/features/withdrawals.md 'Rules checked on filing').
 */
async function knownPlayerTaxId(tx: DbOrTx, clientId: number): Promise<string | null> {
  const rows = await queryRows<{ taxId: string }>(
    tx,
    sql`select distinct reading->'fields'->'senderTaxId'->>'value' as "taxId" from receipts
         where client_id = ${clientId} and status = 'approve'
           and (reading->'fields'->'senderTaxId'->>'confidence')::float >= ${TRUSTED_CONFIDENCE}
         limit 2`,
  );
  return rows.length === 1 ? rows[0]!.taxId : null;
}

/**
 * A new request and its hold, as one transaction (docs/features/withdrawals.md 'The hold'): the
 * player's row is locked first, so racing requests of one player count each other's and the ledger
 * holds at most the balance; a refused hold (the balance does not cover it) leaves no request.
 */
export async function fileWithdrawal(tx: DbOrTx, platform: GamingPlatform, input: FilingInput) {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, input.tenantId), eq(clients.id, input.clientId)))
    .for('update');
  if (!client) throw notFound(M.playerNotFound);

  const rules = await withdrawalRulesOf(tx, input.tenantId);
  if (input.source === 'bot' && !rules.opWithdraws) throw refused(M.withdrawsOff);
  const refusal = filingRefusal(input.amount, rules, await filingDay(tx, input.clientId));
  if (refusal) throw refused(refusal);

  const playerTaxId = await knownPlayerTaxId(tx, input.clientId);
  const foreignHolder = playerTaxId !== null && playerTaxId !== input.holderTaxId;
  if (foreignHolder && rules.refuseForeignHolder) throw refused(M.foreignHolder);

  const [request] = await tx
    .insert(withdrawalRequests)
    .values({
      tenantId: input.tenantId,
      clientId: input.clientId,
      amount: input.amount,
      destination: input.destination,
      holderTaxId: input.holderTaxId,
      foreignHolder,
      source: input.source,
      requestedBy: input.requestedBy,
    })
    .returning();
  const hold = await platform.holdWithdrawal(tx, {
    clientId: input.clientId,
    amount: input.amount,
    idempotencyKey: `withdrawal:${request!.id}:hold`,
  });
  await tx
    .update(withdrawalRequests)
    .set({ holdMovementId: hold.id })
    .where(eq(withdrawalRequests.id, request!.id));
  await tx
    .insert(withdrawalDestinations)
    .values({ clientId: input.clientId, destination: input.destination, holderTaxId: input.holderTaxId })
    .onConflictDoUpdate({
      target: [withdrawalDestinations.clientId, withdrawalDestinations.destination],
      set: {
        uses: sql`${withdrawalDestinations.uses} + 1`,
        holderTaxId: input.holderTaxId,
        lastUsedAt: sql`now()`,
      },
    });
  await auditWithdrawal(tx, input.tenantId, input.requestedBy, 'withdrawal.filed', request!.id, {
    after: {
      clientId: input.clientId,
      amount: input.amount,
      destination: input.destination,
      source: input.source,
      foreignHolder,
    },
  });
  return request!.id;
}
