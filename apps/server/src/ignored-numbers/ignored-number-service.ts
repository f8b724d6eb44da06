import { and, asc, eq } from 'drizzle-orm';
import {
  IGNORED_NUMBER_MESSAGES,
  type IgnoredNumber,
} from '@panel/domain/ignored-numbers/ignored-number-rules';
import { auditOf } from '../db/audit-log';
import type { Db } from '../db/connection';
import { ignoredNumbers } from '../db/schema';
import { notFound, refused } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';

const audit = auditOf('ignored_number');

const view = { id: ignoredNumbers.id, phone: ignoredNumbers.phone };

export function listIgnored(db: Db, caller: Caller): Promise<IgnoredNumber[]> {
  return db
    .select(view)
    .from(ignoredNumbers)
    .where(eq(ignoredNumbers.tenantId, caller.tenantId))
    .orderBy(asc(ignoredNumbers.phone));
}

/** A number already in the island's list is refused; the unique index decides, also under races. */
export async function addIgnored(db: Db, caller: Caller, phone: string): Promise<IgnoredNumber> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ignoredNumbers)
      .values({ tenantId: caller.tenantId, phone })
      .onConflictDoNothing({ target: [ignoredNumbers.tenantId, ignoredNumbers.phone] })
      .returning(view);
    if (!row) throw refused(IGNORED_NUMBER_MESSAGES.duplicate(phone));
    await audit(tx, caller, {
      action: 'ignore.add',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export async function removeIgnored(db: Db, caller: Caller, id: number): Promise<IgnoredNumber> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ignoredNumbers)
      .where(and(eq(ignoredNumbers.tenantId, caller.tenantId), eq(ignoredNumbers.id, id)))
      .returning(view);
    if (!row) throw notFound(IGNORED_NUMBER_MESSAGES.notFound);
    await audit(tx, caller, {
      action: 'ignore.remove',
      entityId: row.id,
      before: row,
    });
    return row;
  });
}
