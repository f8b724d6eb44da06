import type { FastifyPluginAsync } from 'fastify';
import { supervisionEndpoints } from '@panel/domain/supervision/supervision-endpoints';
import { serve } from '../http/serve-endpoint';
import { operatorFigures } from './operator-figures';

/** Supervisión (docs/features/dashboard.md 'Operator figures'): the caller's island only. */
export const supervisionRoutes: FastifyPluginAsync = async (app) => {
  serve(app, supervisionEndpoints.operators, async ({ caller, query }) =>
    operatorFigures(app.readDb, caller.tenantId, query),
  );
};
