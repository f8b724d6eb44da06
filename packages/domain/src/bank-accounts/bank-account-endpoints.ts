import { crudEndpoints } from '../http/crud-endpoints';
import { defineEndpointsWith } from '../http/feature-endpoints';
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

const wallet = {
  noun: 'BankAccount',
  path: '/api/bankaccount',
  body: bankAccountBody,
  list: bankAccountList,
  view: bankAccountView,
  saved: bankAccountSavedAnswer,
  deleted: bankAccountDeletedAnswer,
} as const;

export const bankAccountEndpoints = defineEndpointsWith({ tag, access })({
  ...crudEndpoints(wallet, {
    list: { summary: 'Cuentas de la isla' },
    export: { rows: 'Cuentas de la isla', query: bankAccountListQuery },
    read: { summary: 'Una cuenta' },
    create: { summary: 'Nueva cuenta (activa si no se indica)', errors: [404, 422] },
    update: { summary: 'Editar cuenta (el CBU solo lo cambian los roles 1 y 2)', errors: [403, 404, 422] },
    delete: { summary: 'Borrar cuenta (sin saldo)', access: walletControl, errors: [404, 422] },
    toggle: { summary: 'Activar o desactivar cuenta' },
  }),
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
});
