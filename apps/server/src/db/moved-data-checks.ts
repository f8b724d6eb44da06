/**
 * What a move or an import must carry over, read the same way from PGlite and from PostgreSQL (the
 * tests of move-to-postgres.ts and the logical export compare both sides with these).
 */
interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** The ledger's sums per movement type, the players' balances, receipts per status and their file keys, the audit trail. */
const FIGURES = `
  select 'fund_movements ' || transaction_type as figure, sum(amount)::text as value from fund_movements group by 1
  union all select 'balances', sum(balance)::text from player_directory
  union all select 'receipts ' || status, count(*)::text from receipts group by 1
  union all select 'receipt files', string_agg(file_key, ',' order by id) from receipts
  union all select 'audit actions', string_agg(action, ',' order by id) from audit_log
  order by 1`;

export async function movedFigures(db: Queryable): Promise<unknown[]> {
  return (await db.query(FIGURES)).rows;
}

/** Row count of every table of schema public. */
export async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows } = (await db.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  )) as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const result = (await db.query(`select count(*)::int as n from "${name}"`)) as { rows: { n: number }[] };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}
