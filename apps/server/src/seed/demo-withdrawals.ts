import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import type { DbOrTx } from '../db/connection';
import * as t from '../db/schema';
import { createLedgerPlatform } from '../ledger/ledger';
import { approveWithdrawal, closeWithdrawal } from '../withdrawals/withdrawal-decisions';
import { fileWithdrawal } from '../withdrawals/withdrawal-filing';
import { markPaid } from '../withdrawals/payout-queue';

const DESTINATIONS = [
  ['0170099220000067797370', '20123456786'],
  ['martina.pagos', '27111111117'],
  ['lucas.cuenta.mp', '20123456786'],
  ['2850590940090418135201', '20123456786'],
  ['sofi.ahorro', '27111111117'],
] as const;

/**
 * Withdrawal requests in each state for the first look at Retiros and Pagos (docs/features/withdrawals.md),
 * written through the same services as the screens, so holds, releases and payments are real movements.
 */
export async function seedDemoWithdrawals(tx: DbOrTx, islandId: number) {
  const platform = createLedgerPlatform();
  const staff = await tx
    .select({ id: t.panelUsers.id, username: t.panelUsers.username, rol: t.panelUsers.rol })
    .from(t.panelUsers)
    .where(
      and(
        eq(t.panelUsers.tenantId, islandId),
        inArray(t.panelUsers.username, ['cajero', 'moderador', 'pagador']),
      ),
    );
  const user = (username: string) => {
    const found = staff.find((s) => s.username === username)!;
    return { id: found.id, tenantId: islandId, username, rol: found.rol, sessionVersion: 0 } as Caller;
  };
  const players = await tx
    .select({ id: t.clients.id })
    .from(t.clients)
    .where(eq(t.clients.tenantId, islandId))
    .orderBy(asc(t.clients.id));
  const funded: number[] = [];
  for (const player of players) {
    if ((await platform.balance(tx, player.id)) >= 20_000_00) funded.push(player.id);
    if (funded.length === DESTINATIONS.length) break;
  }

  const ids: number[] = [];
  for (const [i, clientId] of funded.entries()) {
    const [destination, holderTaxId] = DESTINATIONS[i]!;
    ids.push(
      await fileWithdrawal(tx, platform, {
        tenantId: islandId,
        clientId,
        amount: [15_000_00, 8_500_50, 12_000_00, 5_000_00, 6_250_00][i]!,
        destination,
        holderTaxId,
        source: i % 2 === 0 ? 'bot' : 'cajero',
        requestedBy: i % 2 === 0 ? null : user('cajero').id,
      }),
    );
  }
  // [0] stays solicitado; [1] approved, waiting for a payer; [2] paid; [3] rejected; [4] cancelled.
  const [, toPay, paid, rejected, cancelled] = ids;
  const moderator = user('moderador');
  if (toPay) await approveWithdrawal(tx, moderator, toPay);
  if (paid) {
    await approveWithdrawal(tx, moderator, paid);
    const payer = user('pagador');
    await tx.insert(t.payoutClaims).values({
      withdrawalId: paid,
      tenantId: islandId,
      userId: payer.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await markPaid(tx, platform, payer, paid, {
      bankOperation: '000123456789',
      proofFileKey: null,
      proofFileType: null,
    });
  }
  if (rejected) {
    await closeWithdrawal(tx, platform, moderator, rejected, { state: 'rechazado', reason: 'UNDER_REVIEW' });
    // The bot gave up telling this player, so Retiros shows 'Aviso no entregado' on the first look.
    await tx
      .update(t.playerMessages)
      .set({ state: 'failed', attempts: 5, lastError: 'El número no tiene WhatsApp' })
      .where(eq(t.playerMessages.withdrawalId, rejected));
  }
  if (cancelled) await closeWithdrawal(tx, platform, user('cajero'), cancelled, { state: 'cancelado' });
}
