import { formatCentavos } from '@panel/domain/money';
import { WITHDRAWAL_MESSAGE_KINDS } from '@panel/domain/player-messages/player-message-rules';
import type { DbOrTx } from '../db/connection';
import { writePlayerMessage } from '../player-messages/write-player-message';
import type { WithdrawalRow } from './withdrawal-queries';

/**
 * The player hears about the step (docs/features/player-messages.md, docs/features/withdrawals.md
 * 'Messages'): approved, paid with the bank's operation number, or rejected with its reason's text,
 * written into the outbox inside the step's transaction. Cancelling sends nothing: the player or a
 * cashier on the player's behalf asked for it.
 */
export function tellPlayer(
  tx: DbOrTx,
  row: WithdrawalRow,
  step: keyof typeof WITHDRAWAL_MESSAGE_KINDS,
  values: { operacion?: string; motivo?: string } = {},
) {
  return writePlayerMessage(tx, {
    tenantId: row.tenantId,
    clientId: row.clientId,
    kind: WITHDRAWAL_MESSAGE_KINDS[step],
    withdrawalId: row.id,
    values: { monto: formatCentavos(row.amount), ...values },
  });
}
