import { and, asc, eq } from 'drizzle-orm';
import {
  IRESPONSE_MESSAGES,
  type IresponseInput,
  type IresponseView,
} from '@panel/domain/iresponses/iresponse-rules';
import { ISLAND_MESSAGES } from '@panel/domain/islands/island-rules';
import { placeholderRefusal } from '@panel/domain/player-messages/player-message-rules';
import type { Db } from '../db/connection';
import { chatbotResponses, islands } from '../db/schema';
import { recordAudit } from '../db/audit-log';
import { notFound, refused } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';

const columns = {
  id: chatbotResponses.id,
  intent: chatbotResponses.intent,
  response: chatbotResponses.response,
  alter_response: chatbotResponses.alterResponse,
};

/**
 * Rol 1 edits the replies of any island (it manages islands); rol 2 only those of its own. Another
 * island, or one that does not exist, answers 404.
 */
async function checkIsland(db: Db, caller: Caller, islandId: number): Promise<void> {
  if (caller.rol !== 1 && caller.tenantId !== islandId) throw notFound(ISLAND_MESSAGES.notFound);
  const [island] = await db.select({ id: islands.id }).from(islands).where(eq(islands.id, islandId));
  if (!island) throw notFound(ISLAND_MESSAGES.notFound);
}

export async function listIresponses(db: Db, caller: Caller, islandId: number): Promise<IresponseView[]> {
  await checkIsland(db, caller, islandId);
  return db
    .select(columns)
    .from(chatbotResponses)
    .where(eq(chatbotResponses.tenantId, islandId))
    .orderBy(asc(chatbotResponses.id));
}

export async function updateIresponse(
  db: Db,
  caller: Caller,
  islandId: number,
  id: number,
  input: IresponseInput,
): Promise<IresponseView> {
  await checkIsland(db, caller, islandId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(chatbotResponses)
      .where(and(eq(chatbotResponses.id, id), eq(chatbotResponses.tenantId, islandId)))
      .for('update');
    if (!before) throw notFound(IRESPONSE_MESSAGES.notFound);
    // A message to players names only the values it has (docs/features/player-messages.md).
    const refusal = placeholderRefusal(before.intent, input.response, input.alter_response);
    if (refusal) throw refused(refusal);
    const [after] = await tx
      .update(chatbotResponses)
      .set({ response: input.response, alterResponse: input.alter_response })
      .where(eq(chatbotResponses.id, id))
      .returning(columns);
    await recordAudit(tx, {
      tenantId: islandId,
      actorUserId: caller.id,
      action: 'iresponse.update',
      entity: 'chatbot_response',
      entityId: id,
      before: { response: before.response, alter_response: before.alter_response },
      after: { response: input.response, alter_response: input.alter_response },
    });
    return after!;
  });
}
