import type { FastifyPluginAsync } from 'fastify';
import { notificationEndpoints as notifications } from '@panel/domain/notifications/notification-endpoints';
import { NOTIFICATION_MESSAGES as M } from '@panel/domain/notifications/notification-view';
import { serve } from '../http/serve-endpoint';
import { afterNoticeArrived } from '../evidence/evidence-routes';
import { intakeNotification, listNotifications } from './notification-service';

/** Bank transfer notices (docs/features/notifications.md): the notifiers' intake and the Notificaciones screen's list. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, notifications.list, async (request) =>
    listNotifications(app.db, request.caller.tenantId, request.query),
  );

  // The island comes from its intake key (http/machine-keys.ts), not from a panel session.
  serve(app, notifications.intake, async (request) => {
    const islandId = request.machine.tenantId;
    const id = await intakeNotification(app.db, islandId, request.body);
    await app.realtime.publish(islandId, 'notifications');
    await afterNoticeArrived(app, islandId, id);
    return { id, message: M.received };
  });
};
