import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@panel/domain/lists/list-columns';
import { LIST_PAGE_SIZE, type SortDirection } from '@panel/domain/lists/list-query';
import { centavosToPesos } from '@panel/domain/money';
import {
  DIRECTORY_DEFAULT_SORT,
  type DirectoryAnswer,
  type DirectoryRow,
  type DirectorySortKey,
} from '@panel/domain/players/player-directory';
import { queryRows, type DbOrTx } from '../db/connection';

/**
 * The players directory (docs/features/players.md 'Directorio'), read from `player_directory`, the
 * summary the triggers of migration 0015 keep. Every order is (column, client_id) in one direction,
 * which is exactly an index of that table ((tenant_id, column, client_id)), so a page is an index walk
 * of offset + 25 entries within the island, whatever its size; the export walks the same index by key.
 */
const SORT_COLUMNS: Record<DirectorySortKey, { column: SQL; type: SQL }> = {
  balance: { column: sql`d.balance`, type: sql`bigint` },
  lastLoad: { column: sql`d.last_load_at`, type: sql`timestamptz` },
  created: { column: sql`d.created_at`, type: sql`timestamptz` },
  status: { column: sql`d.status`, type: sql`smallint` },
};

export interface DirectoryOrder {
  sort?: DirectorySortKey | undefined;
  dir?: SortDirection | undefined;
  q?: string | undefined;
}

const orderOf = (query: DirectoryOrder) => {
  const sort = query.sort ?? DIRECTORY_DEFAULT_SORT.sort;
  const dir = query.sort ? (query.dir ?? 'asc') : DIRECTORY_DEFAULT_SORT.dir;
  return { ...SORT_COLUMNS[sort], desc: dir === 'desc' };
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Username, phone or name contain the text, ignoring case and accents (as every list's search). */
function searchCondition(q: string | undefined): SQL {
  const needle = foldForSearch(q?.trim() ?? '');
  if (!needle) return sql`true`;
  const pattern = likePattern(needle);
  const folded = (column: SQL) =>
    sql`translate(lower(${column}), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;
  return sql`(${folded(sql`c.panel_username`)} like ${pattern} or c.phone like ${pattern} or ${folded(sql`c.name`)} like ${pattern})`;
}

interface Row {
  id: number;
  panel_username: string;
  name: string;
  phone: string;
  balance: number | string;
  last_load_at: Date | string | null;
  created_at: Date | string;
  status: number | string;
  sort_key: string;
}

const toRow = (row: Row): DirectoryRow => ({
  id: Number(row.id),
  panelUsername: row.panel_username,
  name: row.name,
  phone: row.phone,
  balance: centavosToPesos(Number(row.balance)),
  lastLoadAt: row.last_load_at === null ? null : new Date(row.last_load_at).toISOString(),
  createdAt: new Date(row.created_at).toISOString(),
  status: Number(row.status),
});

function select(tenantId: number, query: DirectoryOrder, after: SQL, limit: number, offset = 0) {
  const order = orderOf(query);
  const dir = order.desc ? sql`desc` : sql`asc`;
  return sql`
    select c.id, c.panel_username, c.name, c.phone, d.balance,
      nullif(d.last_load_at, '-infinity') as last_load_at, d.created_at, d.status,
      ${order.column}::text as sort_key
    from player_directory d
    join clients c on c.id = d.client_id
    where d.tenant_id = ${tenantId} and ${searchCondition(query.q)} and ${after}
    order by ${order.column} ${dir}, d.client_id ${dir}
    limit ${limit} offset ${offset}`;
}

/**
 * One page of 25. A page past the last answers the last one, so the offset never exceeds the island's
 * matching players (bounded: at most ~100,000 index entries skipped, a few milliseconds).
 */
export async function directoryPage(
  db: DbOrTx,
  tenantId: number,
  query: DirectoryOrder & { page?: number | undefined },
): Promise<DirectoryAnswer> {
  const [counted] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from player_directory d join clients c on c.id = d.client_id
      where d.tenant_id = ${tenantId} and ${searchCondition(query.q)}`,
  );
  const total = Number(counted?.total ?? 0);
  const page = Math.min(query.page ?? 1, Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)));
  const rows = await queryRows<Row>(
    db,
    select(tenantId, query, sql`true`, LIST_PAGE_SIZE, (page - 1) * LIST_PAGE_SIZE),
  );
  return { items: rows.map(toRow), total, page, pageSize: LIST_PAGE_SIZE };
}

/**
 * Every matching player in the list's order, a page at a time by key ((column, id) after the last
 * row's), never by offset: each page costs the same however deep the export is.
 */
export async function* directoryExportPages(
  db: DbOrTx,
  tenantId: number,
  query: DirectoryOrder,
  pageSize: number,
): AsyncGenerator<DirectoryRow[]> {
  const order = orderOf(query);
  let after: SQL = sql`true`;
  for (;;) {
    const rows = await queryRows<Row>(db, select(tenantId, query, after, pageSize));
    if (rows.length === 0) return;
    yield rows.map(toRow);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    const key = sql`(${last.sort_key}::${order.type}, ${Number(last.id)}::int)`;
    after = order.desc
      ? sql`(${order.column}, d.client_id) < ${key}`
      : sql`(${order.column}, d.client_id) > ${key}`;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
