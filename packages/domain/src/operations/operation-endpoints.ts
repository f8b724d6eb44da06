import { z } from 'zod';
import { defineEndpointsWith } from '../http/feature-endpoints';

/**
 * For load balancers, orchestrators and Prometheus (README 'Operations'): no session, nothing
 * secret. /health says the process answers; /ready that the database answers and has every migration.
 */
export const statusAnswer = z.object({ status: z.string() });
const tag = 'operations';

export const operationEndpoints = defineEndpointsWith({ tag })({
  health: {
    operationId: 'checkHealth',
    method: 'GET',
    path: '/api/health',
    summary: 'El proceso responde',
    access: { public: true, why: 'Para el balanceador: solo dice que el proceso responde' },
    answers: { 200: statusAnswer },
  },
  ready: {
    operationId: 'checkReady',
    method: 'GET',
    path: '/api/ready',
    summary: 'La base de datos responde y tiene todas las migraciones (503 si no)',
    access: { public: true, why: 'Para el orquestador: solo dice si la base de datos está lista' },
    answers: { 200: statusAnswer },
    errors: [503],
  },
  metrics: {
    operationId: 'readMetrics',
    method: 'GET',
    path: '/api/metrics',
    summary: 'Métricas en formato Prometheus; Authorization: Bearer METRICS_TOKEN',
    access: {
      public: true,
      why: 'Sin sesión del panel: pide el token METRICS_TOKEN (Bearer), y sin él configurado no existe',
      bearer: 'metricsToken',
    },
    answers: { 200: 'text' },
    errors: [401, 404],
  },
});
