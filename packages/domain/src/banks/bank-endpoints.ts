import { crudEndpoints } from '../http/crud-endpoints';
import { defineEndpointsWith } from '../http/feature-endpoints';
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

const bank = {
  noun: 'Bank',
  path: '/api/banks',
  body: bankBody,
  list: bankList,
  view: bankView,
  saved: bankSavedAnswer,
  deleted: bankDeletedAnswer,
} as const;

export const bankEndpoints = defineEndpointsWith({ tag, access: writers })(
  crudEndpoints(bank, {
    list: { summary: 'Bancos de la isla', access: readers },
    export: { rows: 'Bancos', query: bankListQuery },
    read: { summary: 'Un banco', access: readers },
    create: { summary: 'Nuevo banco (límites en pesos)', errors: [422] },
    update: { summary: 'Editar banco', errors: [404, 422] },
    delete: { summary: 'Borrar banco (rechazado si alguna cuenta lo usa)', errors: [404, 422] },
  }),
);
