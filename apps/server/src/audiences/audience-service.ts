import { and, eq } from 'drizzle-orm';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { AUDIENCE_MESSAGES, type Audience, type AudienceView } from '@panel/domain/audiences/audience-rules';
import type { Db, DbOrTx } from '../db/connection';
import { audiences } from '../db/schema';
import { auditOf } from '../db/audit-log';
import { notFound } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';

const audit = auditOf('audience');

type AudienceRow = typeof audiences.$inferSelect;

/** The row less its island and date, the amounts in pesos. */
function toView({ tenantId: _island, createdAt: _created, ...row }: AudienceRow): AudienceView {
  return {
    ...row,
    chargeAmountMin: centavosToPesos(row.chargeAmountMin),
    chargeAmountMax: centavosToPesos(row.chargeAmountMax),
  };
}

function toColumns(audience: Audience) {
  return {
    name: audience.name,
    chargesQuantityMin: audience.chargesQuantityMin,
    chargesQuantityMax: audience.chargesQuantityMax,
    daysInactiveMin: audience.daysInactiveMin,
    daysInactiveMax: audience.daysInactiveMax,
    chargeAmountMin: pesosToCentavos(audience.chargeAmountMin),
    chargeAmountMax: pesosToCentavos(audience.chargeAmountMax),
  };
}

const ofIsland = (tenantId: number, id: number) =>
  and(eq(audiences.id, id), eq(audiences.tenantId, tenantId));

export async function listAudiences(db: Db, tenantId: number): Promise<AudienceView[]> {
  const rows = await db
    .select()
    .from(audiences)
    .where(eq(audiences.tenantId, tenantId))
    .orderBy(audiences.id);
  return rows.map(toView);
}

/** Another island's audience answers 404, like a missing one. `lock` holds the row for a change. */
async function findAudience(db: DbOrTx, tenantId: number, id: number, lock = false): Promise<AudienceRow> {
  const query = db.select().from(audiences).where(ofIsland(tenantId, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(AUDIENCE_MESSAGES.notFound);
  return row;
}

export async function readAudience(db: Db, tenantId: number, id: number): Promise<AudienceView> {
  return toView(await findAudience(db, tenantId, id));
}

export async function createAudience(db: Db, caller: Caller, audience: Audience): Promise<AudienceView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(audiences)
      .values({ tenantId: caller.tenantId, ...toColumns(audience) })
      .returning();
    const created = toView(row!);
    await audit(tx, caller, { action: 'audience.create', entityId: created.id, after: created });
    return created;
  });
}

export async function updateAudience(
  db: Db,
  caller: Caller,
  id: number,
  audience: Audience,
): Promise<AudienceView> {
  return db.transaction(async (tx) => {
    const before = await findAudience(tx, caller.tenantId, id, true);
    const [row] = await tx
      .update(audiences)
      .set(toColumns(audience))
      .where(ofIsland(caller.tenantId, id))
      .returning();
    const saved = toView(row!);
    await audit(tx, caller, {
      action: 'audience.update',
      entityId: id,
      before: toView(before),
      after: saved,
    });
    return saved;
  });
}

export async function deleteAudience(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findAudience(tx, caller.tenantId, id, true);
    await tx.delete(audiences).where(ofIsland(caller.tenantId, id));
    await audit(tx, caller, {
      action: 'audience.delete',
      entityId: id,
      before: toView(before),
    });
  });
}
