import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
import { SCREENS } from '../roles';
import { bankListQuery } from './bank-list';
import { bankBody, bankDeletedAnswer, bankList, bankSavedAnswer, bankView } from './bank-rules';

/**
 * Banks of the caller's island (docs/features/banks.md). Changing them is for the Bancos screen
 * (rol 1); reading them also for the Cuentas screen, whose account form picks a bank.
 */
const readers = { roles: SCREENS.bankaccounts.roles };
const writers = { roles: SCREENS.banks.roles };
const tag = 'banks';

export const bankEndpoints = defineEndpointsWith({ tag, access: writers })({
  list: {
    operationId: 'listBanks',
    method: 'GET',
    path: '/api/banks',
    summary: 'Bancos de la isla',
    access: readers,
    answers: { 200: bankList },
  },
  export: listExport('exportBanks', '/api/banks', 'Bancos', bankListQuery),
  read: {
    operationId: 'readBank',
    method: 'GET',
    path: '/api/banks/{id}',
    summary: 'Un banco',
    access: readers,
    answers: { 200: bankView },
  },
  create: {
    operationId: 'createBank',
    method: 'POST',
    path: '/api/banks',
    summary: 'Nuevo banco (límites en pesos)',
    body: bankBody,
    answers: { 201: bankSavedAnswer },
    errors: [422],
  },
  update: {
    operationId: 'updateBank',
    method: 'POST',
    path: '/api/banks/{id}',
    summary: 'Editar banco',
    body: bankBody,
    answers: { 200: bankSavedAnswer },
    errors: [404, 422],
  },
  delete: {
    operationId: 'deleteBank',
    method: 'DELETE',
    path: '/api/banks/{id}',
    summary: 'Borrar banco (rechazado si alguna cuenta lo usa)',
    answers: { 200: bankDeletedAnswer },
    errors: [404, 422],
  },
});
