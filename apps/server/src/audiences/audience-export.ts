import type { FastifyReply } from 'fastify';
import {
  AUDIENCE_CSV_HEADER,
  audienceCsvFilename,
  type AudiencePlayer,
  type AudienceFilters,
} from '@panel/domain/audiences/audience-rules';
import { centavosToPesos } from '@panel/domain/money';
import type { Db } from '../db/connection';
import { asText, keysetPages, sendCsv, type CsvCell } from '../csv/csv';
import { audiencePlayersPage, type AudiencePlayerRow } from './audience-queries';

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

/** The same row as CSV cells, in AUDIENCE_CSV_HEADER's order; dates dd-mm-yyyy in Buenos Aires. */
function toCells(row: AudiencePlayerRow): CsvCell[] {
  return [
    row.panelUsername,
    asText(row.phone),
    row.name,
    row.chargesQuantity,
    centavosToPesos(row.chargeAmount),
    row.daysInactive,
    row.lastChargeDay,
    row.createdDay,
  ];
}

/** Header values must be plain ASCII: accents lose their marks, anything else becomes '_'. */
function asciiFilename(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .-]/g, '_');
}

/**
 * Every reached player as a CSV download, read a page at a time so memory stays flat. One `asOf` for
 * the whole file, so a player cannot change days of inactivity between two pages.
 */
export function audiencePlayersCsv(
  db: Db,
  reply: FastifyReply,
  tenantId: number,
  query: AudienceFilters & { name?: string | undefined },
  pageSize: number,
) {
  const asOf = new Date();
  return sendCsv(
    reply,
    asciiFilename(audienceCsvFilename(query.name, asOf)),
    AUDIENCE_CSV_HEADER,
    keysetPages(
      (afterId, limit) => audiencePlayersPage(db, tenantId, query, asOf, afterId, limit),
      toCells,
      pageSize,
    ),
  );
}
