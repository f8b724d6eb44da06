import { defineEndpointsWith, listExport } from '../http/feature-endpoints';
import { bankAccountListQuery } from './bank-account-list';
import { ACCESS, SCREENS } from '../roles';
import {
  bankAccountBody,
  bankAccountDeletedAnswer,
  bankAccountList,
  bankAccountSavedAnswer,
  bankAccountView,
  unloadBody,
} from './bank-account-rules';

/**
 * Cuentas (docs/features/bank-accounts.md): the wallets of the caller's island, for every role that
 * enters the screen.
 */
const access = { roles: SCREENS.bankaccounts.roles };
/** Unload and delete: not rol 3 (docs/features/roles.md 'Finer permissions'). */
const walletControl = { roles: ACCESS.walletControl };
const tag = 'bank-accounts';

export const bankAccountEndpoints = defineEndpointsWith({ tag, access })({
  list: {
    operationId: 'listBankAccounts',
    method: 'GET',
    path: '/api/bankaccount',
    summary: 'Cuentas de la isla',
    answers: { 200: bankAccountList },
  },
  export: listExport('exportBankAccounts', '/api/bankaccount', 'Cuentas de la isla', bankAccountListQuery),
  read: {
    operationId: 'readBankAccount',
    method: 'GET',
    path: '/api/bankaccount/{id}',
    summary: 'Una cuenta',
    answers: { 200: bankAccountView },
  },
  create: {
    operationId: 'createBankAccount',
    method: 'POST',
    path: '/api/bankaccount',
    summary: 'Nueva cuenta (activa si no se indica)',
    body: bankAccountBody,
    answers: { 201: bankAccountSavedAnswer },
    errors: [404, 422],
  },
  update: {
    operationId: 'updateBankAccount',
    method: 'POST',
    path: '/api/bankaccount/{id}',
    summary: 'Editar cuenta (el CBU solo lo cambian los roles 1 y 2)',
    body: bankAccountBody,
    answers: { 200: bankAccountSavedAnswer },
    errors: [403, 404, 422],
  },
  toggle: {
    operationId: 'toggleBankAccount',
    method: 'POST',
    path: '/api/bankaccount/{id}/toggle',
    summary: 'Activar o desactivar cuenta',
    answers: { 200: bankAccountSavedAnswer },
  },
  unload: {
    operationId: 'unloadBankAccount',
    method: 'POST',
    path: '/api/bankaccount/unload/{id}',
    summary: 'Descargar billetera (el saldo lo pone el servidor; currentAmount se ignora)',
    access: walletControl,
    body: unloadBody,
    answers: { 200: bankAccountSavedAnswer },
    errors: [404, 422],
  },
  delete: {
    operationId: 'deleteBankAccount',
    method: 'DELETE',
    path: '/api/bankaccount/{id}',
    summary: 'Borrar cuenta (sin saldo)',
    access: walletControl,
    answers: { 200: bankAccountDeletedAnswer },
    errors: [404, 422],
  },
});
