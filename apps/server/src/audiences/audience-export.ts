import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUDIENCE_CSV_HEADER,
  audienceCsvFilename,
  type AudiencePlayer,
  type AudienceFilters,
} from '@panel/domain/audiences/audience-rules';
import { centavosToPesos } from '@panel/domain/money';
import type { Db } from '../db/connection';
import { sendCsvText } from '../csv/csv';
import { csvColumns } from '../csv/csv-columns';
import { largeCsv } from '../csv/large-csv';
import {
  audienceCsvQuery,
  audiencePlayersPage,
  laterLoadsExist,
  type AudienceCsvRow,
  type AudiencePlayerRow,
} from './audience-queries';

/** The amount in pesos and the dates as ISO text; the rest as read. */
const toPlayer = (row: AudiencePlayerRow): AudiencePlayer => ({
  ...row,
  chargeAmount: centavosToPesos(row.chargeAmount),
  lastChargeAt: row.lastChargeAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

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

/** The CSV's columns, in AUDIENCE_CSV_HEADER's order, straight from the database's row. */
const AUDIENCE_CSV_COLUMNS = csvColumns<AudienceCsvRow>({
  panel_username: 'text',
  phone: 'keptAsText',
  name: 'text',
  charges_quantity: 'integer',
  charge_amount: 'centavos',
  days_inactive: 'integer',
  last_charge_day: 'isoDay',
  created_day: 'isoDay',
});

/** One `asOf` for the whole file, so a player cannot change days of inactivity between two pages. */
async function* audienceCsvText(
  app: FastifyInstance,
  request: FastifyRequest,
  tenantId: number,
  filters: AudienceFilters,
  asOf: Date,
): AsyncGenerator<string | Buffer> {
  const later = await laterLoadsExist(app.readDb, asOf);
  yield* largeCsv(app, request, AUDIENCE_CSV_HEADER, AUDIENCE_CSV_COLUMNS, (page) =>
    audienceCsvQuery(tenantId, filters, asOf, later, page),
  );
}

/** Every reached player as a CSV download, read in batches so memory stays flat. */
export function audiencePlayersCsv(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  tenantId: number,
  query: AudienceFilters & { name?: string | undefined },
) {
  const asOf = new Date();
  return sendCsvText(
    reply,
    audienceCsvFilename(query.name, asOf),
    audienceCsvText(app, request, tenantId, query, asOf),
  );
}
