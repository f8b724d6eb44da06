import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/realtime (WebSocket). Public at the HTTP level because browsers cannot send the session
 * header on an upgrade: the socket's first message carries the token (see startRealtime).
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/realtime',
    {
      websocket: true,
      schema: {
        tags: ['realtime'],
        summary: 'Canal en tiempo real (WebSocket): primer mensaje {"type":"auth","token":"…"}',
      },
      config: { public: true },
    },
    (socket) => app.realtime.accept(socket),
  );
};
