import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { panelUsers } from '../db/schema';

/**
 * Ends every session of the user: tokens carry the session version they were issued with, and the
 * guard refuses one that differs from the user's (README 'Sessions'). Returns the new version.
 */
export async function endSessions(tx: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .update(panelUsers)
    .set({ sessionVersion: sql`${panelUsers.sessionVersion} + 1` })
    .where(eq(panelUsers.id, userId))
    .returning({ sessionVersion: panelUsers.sessionVersion });
  return row?.sessionVersion;
}
