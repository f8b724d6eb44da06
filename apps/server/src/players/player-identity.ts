import { and, eq, sql } from 'drizzle-orm';
import { IDENTITY_MESSAGES, type PlayerIdentity } from '@panel/domain/player-identity/identity-rules';
import type { Caller } from '@panel/domain/auth/caller';
import { recordAudit } from '../db/audit-log';
import type { Db, DbOrTx } from '../db/connection';
import { clients } from '../db/schema';
import { refused } from '../errors';
import { playerAudit, playerById, toPlayerView, type PlayerRow } from './player-queries';

/**
 * One DNI is one player of the island (docs/features/player-identity.md): the DNI is locked for the
 * transaction, so two cashiers typing the same person at once get one account and one clear refusal;
 * the unique index `clients_tenant_dni_key` stands behind it.
 */
export async function claimDni(tx: DbOrTx, tenantId: number, dni: string, ownerId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, hashtext(${`dni:${dni}`}))`);
  const [holder] = await tx
    .select({ id: clients.id, panelUsername: clients.panelUsername })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.dni, dni)));
  if (holder && holder.id !== ownerId) throw refused(IDENTITY_MESSAGES.dniTaken(holder.panelUsername));
}

/** The four identity columns, or none: the table's check keeps them whole. */
export const identityColumns = (identity: PlayerIdentity | null) =>
  identity
    ? { fullName: identity.fullName, dni: identity.dni, taxId: identity.taxId, birthDate: identity.birthDate }
    : {};

/** What a verification said, cleared: the fields it was about have changed. */
const UNVERIFIED = {
  identityStatus: 'unverified',
  identityNote: null,
  identityCheckedAt: null,
  identityCheckedBy: null,
} as const;

const sameIdentity = (row: PlayerRow, identity: PlayerIdentity) =>
  row.fullName === identity.fullName &&
  row.dni === identity.dni &&
  row.taxId === identity.taxId &&
  row.birthDate === identity.birthDate;

/**
 * PUT /api/clients/{id}/identity (a cashier, `actor`) or the bot gateway (no actor): a player found
 * by phone gets the identity completed, or a typing slip corrected; the audit row keeps what it was.
 */
export async function saveIdentity(
  db: Db,
  tenantId: number,
  actor: Caller | null,
  id: number,
  identity: PlayerIdentity,
) {
  const client = await db.transaction(async (tx) => {
    const row = await playerById(tx, tenantId, id, true);
    await claimDni(tx, tenantId, identity.dni, row.id);
    const [updated] = await tx
      .update(clients)
      .set({ ...identityColumns(identity), ...(sameIdentity(row, identity) ? {} : UNVERIFIED) })
      .where(eq(clients.id, id))
      .returning();
    await recordAudit(
      tx,
      playerAudit(actor, 'client.identity', id, {
        before: toPlayerView(row).identity,
        after: toPlayerView(updated!).identity,
      }),
    );
    return updated!;
  });
  return { message: IDENTITY_MESSAGES.saved(client.panelUsername), client: toPlayerView(client) };
}

/**
 * PUT /api/clients/{id}/identity/verification (rol 1 or 2): the stored identity checked against the
 * player's document, 'verificado' or 'rechazado', with a note; who and when are kept beside it.
 */
export async function verifyIdentity(
  db: Db,
  caller: Caller,
  id: number,
  decision: { status: 'verified' | 'rejected'; note: string },
) {
  const client = await db.transaction(async (tx) => {
    const row = await playerById(tx, caller.tenantId, id, true);
    if (!row.dni) throw refused(IDENTITY_MESSAGES.noIdentity);
    const [updated] = await tx
      .update(clients)
      .set({
        identityStatus: decision.status,
        identityNote: decision.note,
        identityCheckedAt: new Date(),
        identityCheckedBy: caller.username,
      })
      .where(eq(clients.id, id))
      .returning();
    await recordAudit(
      tx,
      playerAudit(caller, 'client.identity.verify', id, {
        before: { status: row.identityStatus, note: row.identityNote },
        after: decision,
      }),
    );
    return updated!;
  });
  const name = client.panelUsername;
  return {
    message:
      decision.status === 'verified' ? IDENTITY_MESSAGES.verified(name) : IDENTITY_MESSAGES.rejected(name),
    client: toPlayerView(client),
  };
}
