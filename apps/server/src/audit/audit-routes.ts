import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints } from '@panel/domain/audit/audit-endpoints';
import { actionLabel } from '@panel/domain/audit/audit-labels';
import { actorLabel, entityLabel } from '@panel/domain/audit/audit-names';
import { changesText } from '@panel/domain/audit/audit-changes';
import { AUDIT_COLUMNS, AUDIT_FILE, AUDIT_PAGE_SIZE } from '@panel/domain/audit/audit-rules';
import { formatDayTime } from '@panel/domain/dates';
import { sendCsv } from '../csv/csv';
import { serve } from '../http/serve-endpoint';
import { auditPage, auditPages } from './audit-queries';

/** Auditoría (docs/features/audit.md): the list a page at a time and the same rows as a streamed CSV. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  serve(app, auditEndpoints.list, async ({ caller, query }) => {
    const { before, limit = AUDIT_PAGE_SIZE, ...filters } = query;
    const items = await auditPage(app.readDb, caller, filters, before, limit);
    return { items, next: items.length === limit ? items[items.length - 1]!.id : null };
  });

  serve(app, auditEndpoints.export, async ({ caller, query }, reply) => {
    async function* cells() {
      for await (const page of auditPages(app.readDb, caller, query))
        yield page.map((row) => [
          formatDayTime(new Date(row.at)),
          actorLabel(row.actor, row.username),
          row.islandName,
          actionLabel(row.action),
          entityLabel(row.entity),
          row.entityId,
          changesText(row.changes),
        ]);
    }
    return sendCsv(reply, AUDIT_FILE, AUDIT_COLUMNS, cells());
  });
};
