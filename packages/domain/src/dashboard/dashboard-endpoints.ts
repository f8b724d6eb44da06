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
} from './dashboard-stats';

/** The dashboard (docs/features/dashboard.md): roles 1 and 2; every figure is of the caller's island. */
const access = { roles: ACCESS.dashboard };
const tag = 'dashboard';

export const dashboardEndpoints = defineEndpointsWith({ tag, access })({
  loads: {
    operationId: 'readLoadStats',
    method: 'POST',
    path: '/api/dashboard/cargas',
    summary: 'Cargas y bonos por día (o por mes en rangos largos)',
    body: statsBody,
    answers: { 200: loadsAnswer },
    errors: [],
  },
  transactions: {
    operationId: 'readTransactionStats',
    method: 'POST',
    path: '/api/dashboard/trans',
    summary: 'Comprobantes recibidos por estado',
    body: statsBody,
    answers: { 200: transactionsAnswer },
    errors: [],
  },
  values: {
    operationId: 'readValueStats',
    method: 'POST',
    path: '/api/dashboard/valor',
    summary: 'Valores cargados: totales, promedios y por turno',
    body: statsBody,
    answers: { 200: valuesAnswer },
    errors: [],
  },
  clients: {
    operationId: 'readPlayerStats',
    method: 'POST',
    path: '/api/dashboard/cliente',
    summary: 'Jugadores: totales, nuevos, activos, inactivos y listados',
    body: statsBody,
    answers: { 200: playersAnswer },
    errors: [],
  },
  operators: {
    operationId: 'readOperatorStats',
    method: 'POST',
    path: '/api/dashboard/operador',
    summary: 'Tiempo de respuesta promedio por turno e intervenciones',
    body: statsBody,
    answers: { 200: operatorsAnswer },
    errors: [],
  },
  playerList: {
    operationId: 'downloadPlayerList',
    method: 'GET',
    path: '/api/dashboard/clients.csv',
    summary: 'Listado de jugadores de la tarjeta Clientes (CSV, export.csv)',
    query: playerListQuery,
    answers: { 200: 'csv' },
    errors: [],
  },
});
