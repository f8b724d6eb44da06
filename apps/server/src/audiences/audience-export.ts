import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AUDIENCE_CSV_HEADER,
  audienceCsvFilename,
  type AudiencePlayer,
  type AudienceFilters,
} from '@panel/domain/audiences/audience-rules';
import { centavosToPesos } from '@panel/domain/money';
import type { Db } from '../db/connection';
import { asText, exportPages, sendCsv, type CsvCell } from '../csv/csv';
import {
  audienceCsvQuery,
  audiencePlayersPage,
  laterLoadsExist,
  type AudienceCsvRow,
  type AudiencePlayerRow,
} from './audience-queries';

function toPlayer(row: AudiencePlayerRow): AudiencePlayer {
  return {
    id: row.id,
    panelUsername: row.panelUsername,
    phone: row.phone,
    name: row.name,
    chargesQuantity: row.chargesQuantity,
    chargeAmount: centavosToPesos(row.chargeAmount),
    daysInactive: row.daysInactive,
    lastChargeAt: row.lastChargeAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One JSON page of the reached players; `nextAfterId` continues it. */
export async function audiencePlayersJsonPage(
  db: Db,
  tenantId: number,
  query: AudienceFilters & { afterId: number; limit: number },
) {
  const rows = await audiencePlayersPage(db, tenantId, query, new Date(), query.afterId, query.limit);
  return {
    items: rows.map(toPlayer),
    nextAfterId: rows.length === query.limit ? rows[rows.length - 1]!.id : null,
  };
}

/** yyyy-mm-dd as the database writes a date → dd-mm-yyyy, the CSV's date cells (README 'CSV exports'). */
const dayCell = (isoDay: string | null) =>
  isoDay && `${isoDay.slice(8, 10)}-${isoDay.slice(5, 7)}-${isoDay.slice(0, 4)}`;

/** A reached player as CSV cells, in AUDIENCE_CSV_HEADER's order, straight from the database's row. */
function toCells(row: AudienceCsvRow): CsvCell[] {
  return [
    row.panel_username,
    asText(row.phone),
    row.name,
    Number(row.charges_quantity),
    centavosToPesos(Number(row.charge_amount)),
    Number(row.days_inactive),
    dayCell(row.last_charge_day),
    dayCell(row.created_day),
  ];
}

/** One `asOf` for the whole file, so a player cannot change days of inactivity between two pages. */
async function* audienceCsvPages(
  app: FastifyInstance,
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
): AsyncGenerator<CsvCell[][]> {
  const later = await laterLoadsExist(app.readDb, asOf);
  yield* exportPages(app, (page) => audienceCsvQuery(tenantId, filters, asOf, later, page), toCells);
}

/** Header values must be plain ASCII: accents lose their marks, anything else becomes '_'. */
function asciiFilename(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .-]/g, '_');
}

/** Every reached player as a CSV download, read in batches so memory stays flat. */
export function audiencePlayersCsv(
  app: FastifyInstance,
  reply: FastifyReply,
  tenantId: number,
  query: AudienceFilters & { name?: string | undefined },
) {
  const asOf = new Date();
  return sendCsv(
    reply,
    asciiFilename(audienceCsvFilename(query.name, asOf)),
    AUDIENCE_CSV_HEADER,
    audienceCsvPages(app, tenantId, query, asOf),
  );
}
