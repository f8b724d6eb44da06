import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@panel/domain/roles';
import {
  CLIENT_LIST_COLUMNS,
  CLIENT_LIST_FILE,
  clientListQuery,
  clientsAnswer,
  loadsAnswer,
  operatorsAnswer,
  statsBody,
  transactionsAnswer,
  valuesAnswer,
} from '@panel/domain/dashboard/dashboard-stats';
import { asText, keysetPages, sendCsv } from '../csv/csv';
import { clientListPage } from './dashboard-queries';
import { compactSummariesPeriodically } from './summary-compaction';
import { clientsStats, loadsStats, operatorsStats, transactionsStats, valuesStats } from './summary-queries';

/** SPEC §6: only roles 1 and 2 see the dashboard; every figure is of the caller's island. */
const config = { roles: ACCESS.dashboard };
const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  compactSummariesPeriodically(app);

  app.post(
    '/dashboard/cargas',
    {
      schema: {
        tags,
        summary: 'Cargas y bonos por día (o por mes en rangos largos)',
        body: statsBody,
        response: { 200: loadsAnswer },
      },
      config,
    },
    async ({ caller, body }) => loadsStats(app.db, caller.tenantId, body.value, body.options ?? 'Cargas'),
  );

  app.post(
    '/dashboard/trans',
    {
      schema: {
        tags,
        summary: 'Comprobantes recibidos por estado',
        body: statsBody,
        response: { 200: transactionsAnswer },
      },
      config,
    },
    async ({ caller, body }) => transactionsStats(app.db, caller.tenantId, body.value),
  );

  app.post(
    '/dashboard/valor',
    {
      schema: {
        tags,
        summary: 'Valores cargados: totales, promedios y por turno',
        body: statsBody,
        response: { 200: valuesAnswer },
      },
      config,
    },
    async ({ caller, body }) => valuesStats(app.db, caller.tenantId, body.value),
  );

  app.post(
    '/dashboard/cliente',
    {
      schema: {
        tags,
        summary: 'Jugadores: totales, nuevos, activos, inactivos y listados',
        body: statsBody,
        response: { 200: clientsAnswer },
      },
      config,
    },
    async ({ caller, body }) => clientsStats(app.db, caller.tenantId, body.value),
  );

  app.post(
    '/dashboard/operador',
    {
      schema: {
        tags,
        summary: 'Tiempo de respuesta promedio por turno e intervenciones',
        body: statsBody,
        response: { 200: operatorsAnswer },
      },
      config,
    },
    async ({ caller, body }) => operatorsStats(app.db, caller.tenantId, body.value),
  );

  app.get(
    '/dashboard/clients.csv',
    {
      schema: {
        tags,
        summary: 'Listado de jugadores de la tarjeta Clientes (CSV, export.csv)',
        querystring: clientListQuery,
      },
      config,
    },
    async ({ caller, query }, reply) =>
      sendCsv(
        reply,
        CLIENT_LIST_FILE,
        CLIENT_LIST_COLUMNS,
        keysetPages(
          (afterId, limit) =>
            clientListPage(app.db, caller.tenantId, query.list, query.range, afterId, limit),
          (player) => [player.panelUsername, asText(player.phone), player.createdAt],
        ),
      ),
  );
};
