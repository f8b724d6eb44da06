import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { SCREENS } from '@panel/domain/roles';
import {
  NOTIFICATION_MESSAGES as M,
  notificationsAnswer,
  notificationsQuery,
} from '@panel/domain/notifications/notification-view';
import { islands } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { hashAccessKey } from '../security/access-keys';
import { notificationCreatedAnswer, notificationIntakeBody } from './notification-contract';
import { intakeNotification, listNotifications } from './notification-service';

/** Bank transfer notices (docs/features/notifications.md): the notifiers' intake and the Notificaciones screen's list. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('intakeIslandId', 0);
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Avisos de transferencias de la isla, los más nuevos primero',
        querystring: notificationsQuery,
        response: { 200: notificationsAnswer },
      },
      config: { roles: SCREENS.notifications.roles },
    },
    async (request) => listNotifications(app.db, request.caller.tenantId, request.query),
  );

  app.post(
    '/notifications/intake',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Un aviso de transferencia del notificador bancario (header x-intake-key de la isla)',
        body: notificationIntakeBody,
        response: { 201: notificationCreatedAnswer },
      },
      // The island's intake key, read below, not a panel session.
      config: { public: true },
      onRequest: async (request) => {
        const key = request.headers['x-intake-key'];
        if (typeof key !== 'string' || !key || key.length > 200) throw unauthorized(M.badKey);
        const [island] = await app.db
          .select({ id: islands.id, active: islands.active })
          .from(islands)
          .where(eq(islands.intakeKeyHash, hashAccessKey(key)));
        if (!island) throw unauthorized(M.badKey);
        if (!island.active) throw forbidden(M.islandInactive);
        request.intakeIslandId = island.id;
      },
    },
    async (request, reply) => {
      const id = await intakeNotification(app.db, request.intakeIslandId, request.body);
      await app.realtime.publish(request.intakeIslandId, 'notifications');
      return reply.status(201).send({ id, message: M.received });
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the intake key check. */
    intakeIslandId: number;
  }
}
