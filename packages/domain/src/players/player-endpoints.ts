import { dayRangeQuery } from '../date-range';
import { historyExportQuery } from './history-list';
import { defineEndpointsWith } from '../http/feature-endpoints';
import { myShiftAnswer, myShiftQuery } from './my-shift';
import { directoryAnswer, directoryExportQuery, directoryQuery } from './player-directory';
import { ACCESS, SCREENS } from '../roles';
import { identityBody, verificationBody } from '../player-identity/identity-rules';
import {
  depositBody,
  fundsParams,
  historyBody,
  newPlayerBody,
  passwordBody,
  payBody,
  playerListBody,
  playerSearchQuery,
} from './player-rules';
import {
  fundsAnswer,
  historyAnswer,
  movementAnswer,
  passwordActionAnswer,
  playerCreatedAnswer,
  playerListAnswer,
  playerPageAnswer,
  playerSavedAnswer,
} from './player-view';

/** Cajeros (docs/features/players.md): players, credit, bonus block, passwords, history of the caller's island. */
const tag = 'players';
const access = { roles: SCREENS.cashiers.roles };

export const playerEndpoints = defineEndpointsWith({ tag, access })({
  search: {
    operationId: 'searchPlayers',
    method: 'GET',
    path: '/api/clients',
    summary: 'Clientes de la isla (los más nuevos; ?search= por usuario, teléfono o nombre)',
    query: playerSearchQuery,
    answers: { 200: playerListAnswer },
  },
  listCreated: {
    operationId: 'listPlayersCreated',
    method: 'POST',
    path: '/api/clients/list',
    summary: 'Clientes creados en un rango de fechas',
    body: playerListBody,
    answers: { 200: playerPageAnswer },
  },
  create: {
    operationId: 'createPlayer',
    method: 'POST',
    path: '/api/clients',
    summary: 'Nuevo cliente (usuario: prefijo + 4 letras del nombre + 4 últimos dígitos del teléfono)',
    body: newPlayerBody,
    answers: { 201: playerCreatedAnswer },
    errors: [404, 422],
  },
  deposit: {
    operationId: 'depositToPlayer',
    method: 'POST',
    path: '/api/clients/deposit',
    summary: 'Cargar saldo',
    body: depositBody,
    answers: { 200: movementAnswer },
    errors: [404, 422],
  },
  pay: {
    operationId: 'payPlayer',
    method: 'POST',
    path: '/api/clients/pay',
    summary: 'Retirar saldo (no más que el saldo)',
    body: payBody,
    answers: { 200: movementAnswer },
    errors: [404, 422],
  },
  saveIdentity: {
    operationId: 'savePlayerIdentity',
    method: 'PUT',
    path: '/api/clients/{id}/identity',
    summary:
      'Completar o corregir la identidad del jugador: nombre completo, DNI, CUIT/CUIL y fecha de nacimiento (mayor de 18)',
    body: identityBody,
    answers: { 200: playerSavedAnswer },
    errors: [404, 422],
  },
  verifyIdentity: {
    operationId: 'verifyPlayerIdentity',
    method: 'PUT',
    path: '/api/clients/{id}/identity/verification',
    summary: "Marcar la identidad del jugador 'verificado' o 'rechazado' contra su documento, con una nota",
    access: { roles: ACCESS.identityVerification },
    body: verificationBody,
    answers: { 200: playerSavedAnswer },
    errors: [404, 422],
  },
  blockBonus: {
    operationId: 'blockPlayerBonus',
    method: 'POST',
    path: '/api/clients/{id}/add',
    summary: 'Bloquear el bonus',
    answers: { 200: playerSavedAnswer },
    errors: [404, 422],
  },
  unblockBonus: {
    operationId: 'unblockPlayerBonus',
    method: 'POST',
    path: '/api/clients/{id}/remove',
    summary: 'Desbloquear el bonus',
    answers: { 200: playerSavedAnswer },
    errors: [404, 422],
  },
  password: {
    operationId: 'resetOrUnlockPlayerPassword',
    method: 'POST',
    path: '/api/clients/password/{id}',
    summary: "Restablecer la contraseña y desbloquear ('reset', por defecto) o solo desbloquear ('unlock')",
    body: passwordBody,
    answers: { 200: passwordActionAnswer },
    errors: [404, 422],
  },
  history: {
    operationId: 'listPlayerHistory',
    method: 'POST',
    path: '/api/clients/history',
    summary: 'Historial de movimientos, de a 10, del más nuevo al más viejo',
    body: historyBody,
    answers: { 200: historyAnswer },
    errors: [404],
  },
  historyCsv: {
    operationId: 'exportPlayerHistory',
    method: 'GET',
    path: '/api/clients/history.csv',
    summary: 'Historial de movimientos como CSV: todas las páginas de los filtros, fechas y orden del modal',
    query: historyExportQuery,
    answers: { 200: 'csv' },
    errors: [404],
  },
  myShift: {
    operationId: 'readMyShift',
    method: 'GET',
    path: '/api/clients/my-shift',
    summary: 'Mi turno: las cargas y retiros que hizo quien llama en un rango de días, con sus totales',
    access: { roles: SCREENS.myShift.roles },
    query: myShiftQuery,
    answers: { 200: myShiftAnswer },
  },
  myShiftCsv: {
    operationId: 'exportMyShift',
    method: 'GET',
    path: '/api/clients/my-shift.csv',
    summary: 'Mi turno como CSV: cada carga y retiro de quien llama en el rango, del más viejo al más nuevo',
    access: { roles: SCREENS.myShift.roles },
    query: dayRangeQuery,
    answers: { 200: 'csv' },
  },
  directory: {
    operationId: 'listPlayerDirectory',
    method: 'GET',
    path: '/api/clients/directory',
    summary:
      'Directorio de jugadores de la isla, de a 25, ordenado por saldo, última carga, alta o estado (?sort=&dir=&q=&page=)',
    query: directoryQuery,
    answers: { 200: directoryAnswer },
  },
  directoryCsv: {
    operationId: 'exportPlayerDirectory',
    method: 'GET',
    path: '/api/clients/directory/export.csv',
    summary:
      'El directorio de jugadores como CSV: las filas de la lista, con su orden y búsqueda, todas las páginas',
    query: directoryExportQuery,
    answers: { 200: 'csv' },
  },
  funds: {
    operationId: 'readPlayerFunds',
    method: 'GET',
    path: '/api/clients/getfunds/{panelUsername}',
    summary: 'Saldo (items[0].balance) y últimos movimientos de un cliente',
    params: fundsParams,
    answers: { 200: fundsAnswer },
  },
});
