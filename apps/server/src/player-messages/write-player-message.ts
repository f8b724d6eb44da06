import { and, eq } from 'drizzle-orm';
import {
  PLAYER_MESSAGE_KINDS,
  renderPlayerMessage,
  type PlayerMessageKind,
} from '@panel/domain/player-messages/player-message-rules';
import type { DbOrTx } from '../db/connection';
import { chatbotResponses, clients, playerMessages } from '../db/schema';

export interface PlayerMessageInput {
  tenantId: number;
  clientId: number;
  kind: PlayerMessageKind;
  receiptId?: number;
  withdrawalId?: number;
  /** The kind's values ('monto', 'saldo'…), already formatted; {usuario} is filled in here. */
  values: Record<string, string>;
}

/**
 * The transactional outbox (docs/features/player-messages.md): the message for the player, written
 * with the caller's transaction, so it commits with the decision or not at all. The text is the
 * island's reply for the kind as it is now ('Editar mensajes'), or the default when the island has
 * none, rendered with the values; later edits do not change a message already written.
 * Returns the message's id.
 */
export async function writePlayerMessage(tx: DbOrTx, message: PlayerMessageInput): Promise<number> {
  const [found] = await tx
    .select({
      phone: clients.phone,
      username: clients.panelUsername,
      response: chatbotResponses.response,
    })
    .from(clients)
    .leftJoin(
      chatbotResponses,
      and(eq(chatbotResponses.tenantId, clients.tenantId), eq(chatbotResponses.intent, message.kind)),
    )
    .where(and(eq(clients.id, message.clientId), eq(clients.tenantId, message.tenantId)));
  if (!found) throw new Error(`player ${message.clientId} is not of island ${message.tenantId}`);
  const template = found.response?.trim() ? found.response : PLAYER_MESSAGE_KINDS[message.kind].response;
  const [row] = await tx
    .insert(playerMessages)
    .values({
      tenantId: message.tenantId,
      clientId: message.clientId,
      phone: found.phone,
      kind: message.kind,
      text: renderPlayerMessage(template, { usuario: found.username, ...message.values }),
      receiptId: message.receiptId ?? null,
      withdrawalId: message.withdrawalId ?? null,
    })
    .returning({ id: playerMessages.id });
  return row!.id;
}
