/**
 * The Clientes card's populations, written once for the counts and the CSV lists so a list always
 * holds as many players as its count says. `lastLoad` is the player's latest DEPOSIT before the
 * range ends. Inactivity is measured back from the range's end, or from now while the range is
 * still running: a player inactive N days registered at least N days before and has not loaded since.
 * The lists are exported here; the counts come from the summaries (summary-queries.ts), and the
 * tests count these same conditions to check them (test/dashboard-reference.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@panel/domain/date-range';
import type { PlayerList } from '@panel/domain/dashboard/dashboard-stats';
import { startOfDay, ZONE } from '../db/business-time';
import type { KeysetPage } from '../csv/csv';
import { playerLoads } from '../ledger/player-loads';

export interface PlayerColumns {
  createdAt: SQL;
  lastLoad: SQL;
}

export function listCondition(list: PlayerList, range: DayRange, p: PlayerColumns): SQL {
  const start = startOfDay(range.start);
  const idleSince = (days: number) =>
    sql`(least(${startOfDay(range.end)}, now()) - ${sql.raw(`interval '${days} days'`)})`;
  const noLoadsFor = (days: number) =>
    sql`(${p.createdAt} <= ${idleSince(days)} and (${p.lastLoad} is null or ${p.lastLoad} < ${idleSince(days)}))`;
  switch (list) {
    case 'total':
      return sql`true`;
    case 'new':
      return sql`${p.createdAt} >= ${start}`;
    case 'active':
      return sql`${p.lastLoad} >= ${start}`;
    case 'inactive':
      return sql`(${p.lastLoad} is null or ${p.lastLoad} < ${start})`;
    case 'noLoads3':
      return noLoadsFor(3);
    case 'noLoads7':
      return noLoadsFor(7);
    case 'noLoads15':
      return noLoadsFor(15);
    case 'noLoads30':
      return noLoadsFor(30);
  }
}

/**
 * Players registered before the range ends, with their last load: one index probe each, joined
 * laterally so it runs once per player (as a plain subquery column the planner repeats it in every
 * filter that reads it).
 */
export const islandPlayers = (tenantId: number, range: DayRange, extra: SQL = sql``, lastLoad = true) => sql`
  select c.id, c.panel_username, c.phone, c.created_at ${lastLoad ? sql`, l.last_load` : sql``}
  from clients c
  ${
    lastLoad
      ? sql`cross join lateral (
    select max(d.ins_date) as last_load from ${playerLoads(sql`c.id`, startOfDay(range.end))} d) l`
      : sql``
  }
  where c.tenant_id = ${tenantId} and c.created_at < ${startOfDay(range.end)} ${extra}`;

/** The lists that only look at registration dates: an export of them reads the players alone. */
const REGISTRATION_LISTS: readonly PlayerList[] = ['total', 'new'];

export const PLAYER_COLUMNS: PlayerColumns = { createdAt: sql`created_at`, lastLoad: sql`last_load` };

export interface ListedPlayer {
  id: number;
  panelUsername: string;
  phone: string;
  /** The day of sign-up in Buenos Aires, yyyy-mm-dd (the CSV writes dd-mm-yyyy). */
  createdDay: string;
}

/** A Clientes list in id order, all of it or one keyset page (see csv/large-csv.ts). */
export function playerListQuery(tenantId: number, list: PlayerList, range: DayRange, page?: KeysetPage): SQL {
  const after = page ? sql`and c.id > ${page.afterId}` : sql``;
  return sql`
    select p.id, p.panel_username as "panelUsername", p.phone,
      (p.created_at at time zone ${ZONE})::date::text as "createdDay"
    from (${islandPlayers(tenantId, range, after, !REGISTRATION_LISTS.includes(list))}) p
    where ${listCondition(list, range, PLAYER_COLUMNS)}
    order by p.id
    ${page ? sql`limit ${page.limit}` : sql``}`;
}
