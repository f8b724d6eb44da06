import { defineEndpointsWith } from '../http/feature-endpoints';
import { ACCESS } from '../roles';
import {
  playerListQuery,
  playersAnswer,
  loadsAnswer,
  operatorsAnswer,
  statsBody,
  transactionsAnswer,
  valuesAnswer,
  withdrawalsAnswer,
} from './dashboard-stats';

/** The dashboard (docs/features/dashboard.md): roles 1 and 2; every figure is of the caller's island. */
const access = { roles: ACCESS.dashboard };
const tag = 'dashboard';

/** Every card's figures: POST with the same date range body. */
const figures = defineEndpointsWith({ tag, access, method: 'POST', body: statsBody });

export const dashboardEndpoints = {
  ...figures({
    loads: {
      operationId: 'readLoadStats',
      path: '/api/dashboard/cargas',
      summary: 'Cargas y bonos por día (o por mes en rangos largos)',
      answers: { 200: loadsAnswer },
    },
    transactions: {
      operationId: 'readTransactionStats',
      path: '/api/dashboard/trans',
      summary: 'Comprobantes recibidos por estado',
      answers: { 200: transactionsAnswer },
    },
    values: {
      operationId: 'readValueStats',
      path: '/api/dashboard/valor',
      summary: 'Valores cargados: totales, promedios y por turno',
      answers: { 200: valuesAnswer },
    },
    clients: {
      operationId: 'readPlayerStats',
      path: '/api/dashboard/cliente',
      summary: 'Jugadores: totales, nuevos, activos, inactivos y listados',
      answers: { 200: playersAnswer },
    },
    operators: {
      operationId: 'readOperatorStats',
      path: '/api/dashboard/operador',
      summary: 'Tiempo de respuesta promedio por turno e intervenciones',
      answers: { 200: operatorsAnswer },
    },
    withdrawals: {
      operationId: 'readWithdrawalStats',
      path: '/api/dashboard/retiros',
      summary: 'Retiros: de cajeros y pagados por solicitud, y solicitudes por estado',
      answers: { 200: withdrawalsAnswer },
    },
  }),
  ...defineEndpointsWith({ tag, access })({
    playerList: {
      operationId: 'downloadPlayerList',
      method: 'GET',
      path: '/api/dashboard/clients.csv',
      summary: 'Listado de jugadores de la tarjeta Clientes (CSV, export.csv)',
      query: playerListQuery,
      answers: { 200: 'csv' },
    },
  }),
};
