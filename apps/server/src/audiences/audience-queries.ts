import { sql, type SQL } from 'drizzle-orm';
import { pesosToCentavos } from '@panel/domain/money';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import type { AudienceFilters } from '@panel/domain/audiences/audience-rules';
import { queryRows, queryRowsWithoutJit, type Db } from '../db/connection';
import type { KeysetPage } from '../csv/csv';
import { playerLoads } from '../ledger/player-loads';

/**
 * What an audience's filters read, per player of the island, over the tables as they stand at `asOf`:
 * - chargesQuantity: the player's loads, the ledger's DEPOSIT movements (ledger/player-loads.ts): from
 *   approved receipts and cashiers alike, bonus (DEPOSITBONO) not included;
 * - chargeAmount: the sum of those loads' amounts;
 * - daysInactive: Buenos Aires calendar days from the last load's date (the player's creation date
 *   when there is none) to `asOf`'s date: 0 when it was today.
 * A player belongs to the audience when each figure lies within its [min, max], both ends included.
 * Read from player_load_totals (every player's loads so far, kept by the ledger's triggers: docs/
 * architecture.md 'Dashboard summaries'), less the loads dated at or after `asOf`, which only a
 * clock set back or an import can leave (an index range that is empty otherwise).
 */
export interface AudiencePlayerRow {
  id: number;
  panelUsername: string;
  phone: string;
  name: string;
  createdAt: Date;
  chargesQuantity: number;
  /** centavos */
  chargeAmount: number;
  lastChargeAt: Date | null;
  daysInactive: number;
}

interface RawFigures {
  id: number;
  panel_username: string;
  phone: string;
  name: string;
  charges_quantity: number | string;
  charge_amount: number | string | bigint;
  days_inactive: number | string;
}

interface RawJsonRow extends RawFigures {
  created_at: Date | string;
  last_charge_at: Date | string | null;
}

/**
 * A reached player as audienceCsvQuery answers it: the days in Buenos Aires as the database writes a
 * date (yyyy-mm-dd), which reads far cheaper than a timestamp or to_char.
 */
export interface AudienceCsvRow extends RawFigures {
  created_day: string;
  last_charge_day: string | null;
}

/**
 * The totals less the loads dated at or after `asOf`, per player. Only used when such loads exist:
 * the join reads them all, where the plain totals let a keyset page stop at its last row.
 */
const laterLoads = (asOfInstant: SQL) => sql`
  left join (
    select fm.client_id, count(*)::int as loads, sum(fm.amount)::bigint as load_sum
      from fund_movements fm
     where fm.transaction_type = 'DEPOSIT' and fm.ins_date >= ${asOfInstant}
     group by fm.client_id
  ) later on later.client_id = p.client_id
  cross join lateral (
    select p.loads - coalesce(later.loads, 0) as charges_quantity,
           p.load_sum - coalesce(later.load_sum, 0) as charge_amount,
           case when later.client_id is null then p.last_at
                else (select max(l.ins_date) from ${playerLoads(sql`p.client_id`, asOfInstant)} l)
           end as last_charge_at
  ) s`;

/** Whether any load is dated at or after `asOf` (one probe of the credits' date index). */
export async function laterLoadsExist(db: Db, asOf: Date): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from fund_movements
          where transaction_type = 'DEPOSIT' and ins_date >= ${asOf.toISOString()}::timestamptz) as found`,
  );
  return row!.found;
}

/**
 * The join over later loads is priced high enough for PostgreSQL to JIT-compile it, which costs more
 * than running it; the plain totals are a cheap plan, read in one round trip.
 */
const readReached = <T>(db: Db, later: boolean, query: SQL) =>
  later ? queryRowsWithoutJit<T>(db, query) : queryRows<T>(db, query);

/** The island's players that match the filters, with their figures (a subquery to select from). */
function reachedPlayers(
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
  {
    listed,
    page,
    later,
  }: { listed?: 'json' | 'csv' | undefined; page?: KeysetPage | undefined; later: boolean },
): SQL {
  const day = (instant: SQL) => sql`(${instant} at time zone ${BUSINESS_TIME_ZONE})::date`;
  const asOfInstant = sql`${asOf.toISOString()}::timestamptz`;
  // A listed page walks the totals in id order and stops at its last row. The planner cannot guess
  // how many players the filters keep (days inactive is computed): guessing few, it would join every
  // player of the island and sort. The fences (offset 0) keep the ordered walk, and the player's own
  // columns are read by id only for the reached ones, after the filters. A whole list (an export on
  // PostgreSQL, one COPY) joins both tables walked in id order (a merge join), as hand-written SQL
  // would; its totals are fenced too, or the same low guess sorts them, spilling to disk (a third
  // of the COPY's time on the bench's 100,000 players).
  const fenced = listed !== undefined && page !== undefined;
  const figures = sql`reached.id, reached.charges_quantity, reached.charge_amount, reached.days_inactive,
          c.panel_username, c.phone, c.name`;
  const columns =
    listed === 'json'
      ? sql`${figures}, c.created_at, reached.last_charge_at`
      : listed === 'csv'
        ? sql`${figures}, reached.signed_up_day::text as created_day, reached.last_charge_day::text as last_charge_day`
        : sql`reached.id`;
  const player = !listed
    ? sql``
    : fenced
      ? sql`cross join lateral (select panel_username, phone, name, created_at from clients where id = reached.id offset 0) c`
      : sql`join (select id, panel_username, phone, name, created_at from clients
                   where tenant_id = ${tenantId} order by id) c on c.id = reached.id`;
  return sql`
    select ${columns} from (
      select p.client_id as id, s.charges_quantity, s.charge_amount, s.last_charge_at, d.signed_up_day, d.last_charge_day,
             -- asOf's day is worked out once (a subquery), not again for every player.
             (select ${day(asOfInstant)}) - coalesce(d.last_charge_day, d.signed_up_day) as days_inactive
        from (select * from player_load_totals where tenant_id = ${tenantId}
              ${fenced ? sql`and client_id > ${page.afterId} ` : sql``}order by client_id ${listed ? sql`offset 0` : sql``}) p
        ${later ? laterLoads(asOfInstant) : sql`cross join lateral (select p.loads as charges_quantity, p.load_sum as charge_amount, p.last_at as last_charge_at) s`}
        -- A player's days once each (the fence): written into each filter and column that reads them,
        -- the conversions to Buenos Aires time were 40 % of an export's COPY.
        cross join lateral (select ${day(sql`s.last_charge_at`)} as last_charge_day,
                                   ${day(sql`p.signed_up_at`)} as signed_up_day offset 0) d
    ) reached
    ${player}
    where charges_quantity between ${filters.chargesQuantityMin} and ${filters.chargesQuantityMax}
      and charge_amount between ${pesosToCentavos(filters.chargeAmountMin)} and ${pesosToCentavos(filters.chargeAmountMax)}
      and days_inactive between ${filters.daysInactiveMin} and ${filters.daysInactiveMax}`;
}

/** 'Alcance': how many players the filters reach. */
export async function countAudiencePlayers(
  db: Db,
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
): Promise<number> {
  const later = await laterLoadsExist(db, asOf);
  const [row] = await readReached<{ count: number | string }>(
    db,
    later,
    sql`select count(*)::int as count from (${reachedPlayers(tenantId, filters, asOf, { later })}) q`,
  );
  return Number(row?.count ?? 0);
}

/** The reached players in id order, a page or all of them; `later` from laterLoadsExist for `asOf`. */
function listedPlayers(
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
  { listed, later, page }: { listed: 'json' | 'csv'; later: boolean; page?: KeysetPage | undefined },
): SQL {
  return sql`select * from (${reachedPlayers(tenantId, filters, asOf, { listed, page, later })}) q
    order by q.id ${page ? sql`limit ${page.limit}` : sql``}`;
}

/** The CSV's rows (AudienceCsvRow): all reached players, or one keyset page of them. */
export const audienceCsvQuery = (
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
  later: boolean,
  page?: KeysetPage,
) => listedPlayers(tenantId, filters, asOf, { listed: 'csv', later, page });

/** One page of the reached players by id (keyset: ids above `afterId`), for the JSON pages. */
export async function audiencePlayersPage(
  db: Db,
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
  afterId: number,
  limit: number,
): Promise<AudiencePlayerRow[]> {
  const later = await laterLoadsExist(db, asOf);
  const rows = await readReached<RawJsonRow>(
    db,
    later,
    listedPlayers(tenantId, filters, asOf, { listed: 'json', later, page: { afterId, limit } }),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    panelUsername: r.panel_username,
    phone: r.phone,
    name: r.name,
    createdAt: new Date(r.created_at),
    chargesQuantity: Number(r.charges_quantity),
    chargeAmount: Number(r.charge_amount),
    lastChargeAt: r.last_charge_at === null ? null : new Date(r.last_charge_at),
    daysInactive: Number(r.days_inactive),
  }));
}
