import { sql, type SQL } from 'drizzle-orm';
import { pesosToCentavos } from '@panel/domain/money';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import type { AudienceFilters } from '@panel/domain/audiences/audience-rules';
import { queryRows, queryRowsWithoutJit, type Db } from '../db/connection';
import { playerLoads } from '../players/player-loads';

/**
 * What an audience's filters read, per player of the island, over the tables as they stand at `asOf`:
 * - chargesQuantity: the player's loads, the ledger's DEPOSIT movements (loads/player-loads.ts): from
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
  /** dd-mm-yyyy in Buenos Aires, formatted by the database: the CSV's date cells. */
  createdDay: string;
  lastChargeDay: string | null;
}

interface RawRow {
  id: number;
  panel_username: string;
  phone: string;
  name: string;
  created_at: Date | string;
  charges_quantity: number | string;
  charge_amount: number | string | bigint;
  last_charge_at: Date | string | null;
  days_inactive: number | string;
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
async function laterLoadsExist(db: Db, asOf: Date): Promise<boolean> {
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
  { listed = false, extra = sql``, later }: { listed?: boolean; extra?: SQL; later: boolean },
): SQL {
  const local = (instant: SQL) => sql`(${instant} at time zone ${BUSINESS_TIME_ZONE})`;
  const day = (instant: SQL) => sql`${local(instant)}::date`;
  const dayText = (instant: SQL) => sql`to_char(${local(instant)}, 'DD-MM-YYYY')`;
  const asOfInstant = sql`${asOf.toISOString()}::timestamptz`;
  // A listed page walks the totals in id order and stops at its last row. The planner cannot guess
  // how many players the filters keep (days inactive is computed): guessing few, it would join every
  // player of the island and sort. The fences (offset 0) keep the ordered walk, and the player's own
  // columns are read by id only for the reached ones, after the filters.
  const columns = listed
    ? sql`reached.id, reached.charges_quantity, reached.charge_amount, reached.last_charge_at, reached.days_inactive,
          c.panel_username, c.phone, c.name, c.created_at,
          ${dayText(sql`reached.signed_up_at`)} as created_day, ${dayText(sql`reached.last_charge_at`)} as last_charge_day`
    : sql`reached.id`;
  const player = listed
    ? sql`cross join lateral (select panel_username, phone, name, created_at from clients where id = reached.id offset 0) c`
    : sql``;
  return sql`
    select ${columns} from (
      select p.client_id as id, p.signed_up_at, s.charges_quantity, s.charge_amount, s.last_charge_at,
             -- asOf's day is worked out once (a subquery), not again for every player.
             (select ${day(asOfInstant)}) - ${day(sql`coalesce(s.last_charge_at, p.signed_up_at)`)} as days_inactive
        from (select * from player_load_totals where tenant_id = ${tenantId} ${extra}
              ${listed ? sql`order by client_id offset 0` : sql``}) p
        ${later ? laterLoads(asOfInstant) : sql`cross join lateral (select p.loads as charges_quantity, p.load_sum as charge_amount, p.last_at as last_charge_at) s`}
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

/** One page of the reached players by id (keyset: ids above `afterId`), for JSON pages and the CSV. */
export async function audiencePlayersPage(
  db: Db,
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
  afterId: number,
  limit: number,
): Promise<AudiencePlayerRow[]> {
  const later = await laterLoadsExist(db, asOf);
  const rows = await readReached<RawRow>(
    db,
    later,
    sql`select * from (${reachedPlayers(tenantId, filters, asOf, {
      listed: true,
      extra: sql`and client_id > ${afterId}`,
      later,
    })}) q
        order by q.id limit ${limit}`,
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
    createdDay: r.created_day,
    lastChargeDay: r.last_charge_day,
  }));
}
