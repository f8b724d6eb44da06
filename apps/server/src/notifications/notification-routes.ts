import type { FastifyPluginAsync } from 'fastify';
import { notificationEndpoints as notifications } from '@panel/domain/notifications/notification-endpoints';
import { NOTIFICATION_MESSAGES as M } from '@panel/domain/notifications/notification-view';
import { serve } from '../http/serve-endpoint';
import { afterNoticeArrived } from '../checker/arrival-hooks';
import {
  NOTIFICATION_COLUMNS,
  NOTIFICATION_RECEIPT_LABEL,
} from '@panel/domain/notifications/notification-list';
import { asText, exportPageSize, sendCsv } from '../csv/csv';
import { intakeNotification, listNotifications } from './notification-service';

/** Bank transfer notices (docs/features/notifications.md): the notifiers' intake and the Notificaciones screen's list. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, notifications.list, async (request) =>
    listNotifications(app.db, request.caller.tenantId, request.query),
  );

  // What the list shows for this order and search, every page, by key (docs/features/lists.md).
  serve(app, notifications.export, async (request, reply) => {
    const tenantId = request.caller.tenantId;
    const pageSize = exportPageSize(app.appConfig);
    async function* pages() {
      let beforeId: number | undefined;
      for (;;) {
        const rows = await listNotifications(app.readDb, tenantId, {
          ...request.query,
          beforeId,
          limit: pageSize,
        });
        if (rows.length === 0) return;
        yield rows.map((row) => [
          ...NOTIFICATION_COLUMNS.map((column) =>
            column.key === 'account' ? asText(row.bankaccount.name) : column.value(row),
          ),
          row.receiptId ?? null,
        ]);
        if (rows.length < pageSize) return;
        beforeId = rows[rows.length - 1]!.id;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return sendCsv(
      reply,
      'notificaciones.csv',
      [...NOTIFICATION_COLUMNS.map((column) => column.label), NOTIFICATION_RECEIPT_LABEL],
      pages(),
    );
  });

  // The island comes from its intake key (http/machine-keys.ts), not from a panel session.
  serve(app, notifications.intake, async (request) => {
    const islandId = request.machine.tenantId;
    const { id, created } = await intakeNotification(app, islandId, request.body);
    // A retry answers the first notice as it was: nothing new to show, return or approve.
    if (created) await afterNoticeArrived(app, islandId, id);
    return { id, message: M.received };
  });
};
