import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installSpanishZodMessages } from '@panel/domain/zod-spanish';
import type { AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db/connection';
import { databaseStartError } from './db/start-failure';
import { handleError } from './http/error-handler';
import { clientLimitOptions } from './http/client-limits';
import { LOG_REDACT_PATHS, safeErrorLog, safeRequestLog } from './http/log-safety';
import { refuseUnsafeTextEverywhere } from './http/text-input';
import { requireDeclaredAccess } from './http/access-control';
import { compactSummariesPeriodically } from './dashboard/summary-compaction';
import { installMachineKeyCheck } from './http/machine-keys';
import { openApiOptions } from './http/openapi/document-setup';
import { serveWebApp } from './http/web-app';
import { requestIdFor } from './operations/request-id';
import { installMetrics } from './operations/metrics';
import { installCapacityWatch } from './operations/capacity-watch';
import { operationsRoutes } from './operations/operations-routes';
import { docsPagePolicy, securityHeaders } from './http/security-headers';
import { compressAnswers } from './http/compression';
import { installHeavyReads } from './http/heavy-reads';
import { authRoutes } from './auth/auth-routes';
import { userRoutes } from './users/user-routes';
import { twoFactorRoutes } from './two-factor/two-factor-routes';
import { thisIslandRoutes } from './islands/this-island-routes';
import { islandRoutes } from './islands/island-routes';
import { iresponseRoutes } from './iresponses/iresponse-routes';
import { botStateRoutes } from './bots/bot-state-routes';
import { botRoutes } from './bots/bot-routes';
import { bankRoutes } from './banks/bank-routes';
import { bankAccountRoutes } from './bank-accounts/bank-account-routes';
import { pendingRoutes } from './checker/pending-routes';
import { audienceRoutes } from './audiences/audience-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { startRealtime, type Realtime } from './realtime/realtime';
import { realtimeRoutes } from './realtime/realtime-routes';
import { receiptRoutes } from './checker/receipt-routes';
import { queueRoutes } from './checker/queue-routes';
import { fileRoutes } from './storage/file-routes';
import { gatewayRoutes } from './bot-gateway/gateway-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { evidenceRoutes } from './evidence/evidence-routes';
import { returnDeferredPeriodically } from './evidence/deferred-sweep';
import { deferredRoutes } from './checker/deferred-routes';
import { callerFromToken } from './http/access-control';
import { seedDemo } from './seed/demo-seed';
import type { BlobStore } from './storage/blob-store';
import { openBlobStore } from './storage/open-blob-store';
import { connectLimitsRedis, rateLimitStore } from './http/rate-limit-store';
import type { GamingPlatform } from './ledger/gaming-platform';
import { createLedgerPlatform } from './ledger/ledger';
import { platformWebhookRoutes } from './players/platform-webhook-routes';
import { platformKeyRoutes } from './islands/platform-key-routes';
import { playerRoutes } from './players/player-routes';
import { ignoredNumberRoutes } from './ignored-numbers/ignored-number-routes';
import { auditRoutes } from './audit/audit-routes';
import { supervisionRoutes } from './supervision/supervision-routes';
import { readingRoutes } from './receipt-reading/reading-routes';
import { downloadRoutes } from './downloads/download-routes';
import { withdrawalRoutes } from './withdrawals/withdrawal-routes';
import { playerMessageRoutes } from './player-messages/player-message-routes';
import { startReading, type ReadingRunner } from './receipt-reading/reading-runner';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Heavy reads that may lag (DATABASE_READ_URL, a replica); `db` when unset. */
    readDb: Db;
    /** An export's rows as binary COPY tuples (Database.copyRows). */
    copyRows: Database['copyRows'];
    appConfig: AppConfig;
    files: BlobStore;
    /** Players' credit: the built-in ledger (docs/features/ledger.md). */
    platform: GamingPlatform;
    realtime: Realtime;
    /** Background reading of receipt files (docs/features/receipt-reading.md). */
    reading: ReadingRunner;
  }
}

export interface AppDependencies {
  /** An open, migrated database (tests pass their own); otherwise one is opened from the config. */
  database?: Database;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The one app factory: `npm start`, the tests and the benchmarks all build the server here. */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  installSpanishZodMessages();
  const database = deps.database ?? openDatabase(config);
  const files = await openBlobStore(config);
  if (!deps.database) {
    await database.migrate().catch(async (error: unknown) => {
      await database.close().catch(() => undefined);
      throw (
        (config.databaseUrl && databaseStartError(error, config.databaseUrl, config.databasePool)) || error
      );
    });
    if (config.seedDemo) await seedDemo(database.db, files);
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
      serializers: { err: safeErrorLog, req: safeRequestLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Readable lines for a person at the terminal; JSON lines everywhere else.
      ...(config.env === 'development'
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    bodyLimit: 1024 * 1024,
    ...clientLimitOptions(config.httpLimits),
    trustProxy: config.trustProxy,
    // Request ids (README 'Operations'): the proxy's x-request-id when acceptable, else a new UUID; it
    // is in every log line of the request (reqId) and in the answer's x-request-id header.
    genReqId: requestIdFor,
    requestIdHeader: false,
    // A path Fastify cannot decode (a lone surrogate as %ED%A0%80) gets the same {message} as any error.
    frameworkErrors: (error, request, reply) => handleError(error, request as never, reply as never),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installHeavyReads(app, { oneAtATime: database.engine === 'pglite' });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  refuseUnsafeTextEverywhere(app);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('copyRows', database.copyRows);
  app.decorate('appConfig', config);
  app.decorate('files', files);
  app.decorate('platform', createLedgerPlatform());
  app.decorateRequest('caller', null as never);
  if (!deps.database) app.addHook('onClose', () => database.close());
  app.addHook('onClose', async () => files.close());
  installMetrics(app, database);
  installCapacityWatch(app, database.engine);

  await securityHeaders(app, config);
  await compressAnswers(app);
  connectLimitsRedis(app, config.rateLimitRedisUrl);
  await app.register(rateLimit, { global: false, hook: 'preHandler', ...rateLimitStore(app, config) });
  installMachineKeyCheck(app);
  // Realtime before the WebSocket plugin, so its preClose says 'going away' (1001) to the sockets first.
  app.decorate(
    'realtime',
    await startRealtime(app, database, async (token) => {
      const caller = await callerFromToken(app, token);
      return (
        caller && { userId: caller.id, tenantId: caller.tenantId, sessionVersion: caller.sessionVersion }
      );
    }),
  );
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
  await app.register(swagger, openApiOptions(config.publicUrl));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsPagePolicy,
  });

  await app.register(
    async (api) => {
      api.decorate('downloadRoutes', new Map());
      api.addHook('onRoute', requireDeclaredAccess);
      await api.register(operationsRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(twoFactorRoutes);
      await api.register(thisIslandRoutes);
      await api.register(botStateRoutes);
      await api.register(pendingRoutes);
      await api.register(islandRoutes);
      await api.register(iresponseRoutes);
      await api.register(realtimeRoutes);
      await api.register(receiptRoutes);
      await api.register(queueRoutes);
      await api.register(fileRoutes);
      await api.register(gatewayRoutes);
      await api.register(notificationRoutes);
      await api.register(evidenceRoutes);
      await api.register(deferredRoutes);
      await api.register(audienceRoutes);
      await api.register(dashboardRoutes);
      await api.register(playerRoutes);
      await api.register(ignoredNumberRoutes);
      await api.register(auditRoutes);
      await api.register(supervisionRoutes);
      await api.register(platformWebhookRoutes);
      await api.register(platformKeyRoutes);
      await api.register(bankRoutes);
      await api.register(bankAccountRoutes);
      await api.register(botRoutes);
      await api.register(readingRoutes);
      await api.register(downloadRoutes);
      await api.register(withdrawalRoutes);
      await api.register(playerMessageRoutes);
    },
    { prefix: '/api' },
  );
  // A background job of the app, not of a route: merges the dashboard summaries' delta rows.
  compactSummariesPeriodically(app);
  returnDeferredPeriodically(app);
  app.decorate('reading', startReading(app));
  await serveWebApp(app, config.webDistDir);
  return app;
}
