import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENS } from '@panel/domain/roles';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountBody,
  bankAccountDeletedAnswer,
  bankAccountList,
  bankAccountSavedAnswer,
  bankAccountView,
  unloadBody,
} from '@panel/domain/bank-accounts/bank-account-rules';
import { idParams } from '../http/schemas';
import {
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  readBankAccount,
  toggleBankAccount,
  unloadBankAccount,
  updateBankAccount,
} from './bank-account-service';

/** Cuentas (docs/features/bank-accounts.md): the wallets of the caller's island, for every role that enters the screen. */
const roles = SCREENS.bankaccounts.roles;
const tags = ['bank accounts'];

export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bankaccount',
    {
      schema: { tags, summary: 'Cuentas de la isla', response: { 200: bankAccountList } },
      config: { roles },
    },
    async (request) => ({ items: await listBankAccounts(app.db, request.caller) }),
  );

  app.get(
    '/bankaccount/:id',
    {
      schema: { tags, summary: 'Una cuenta', params: idParams, response: { 200: bankAccountView } },
      config: { roles },
    },
    async (request) => readBankAccount(app.db, request.caller, request.params.id),
  );

  app.post(
    '/bankaccount',
    {
      schema: {
        tags,
        summary: 'Nueva cuenta (activa si no se indica)',
        body: bankAccountBody,
        response: { 201: bankAccountSavedAnswer },
      },
      config: { roles },
    },
    async (request, reply) => {
      const account = await createBankAccount(app.db, request.caller, request.body);
      return reply.status(201).send({ message: BANK_ACCOUNT_MESSAGES.created, account });
    },
  );

  app.post(
    '/bankaccount/:id',
    {
      schema: {
        tags,
        summary: 'Editar cuenta',
        params: idParams,
        body: bankAccountBody,
        response: { 200: bankAccountSavedAnswer },
      },
      config: { roles },
    },
    async (request) => {
      const account = await updateBankAccount(app.db, request.caller, request.params.id, request.body);
      return { message: BANK_ACCOUNT_MESSAGES.saved, account };
    },
  );

  app.post(
    '/bankaccount/:id/toggle',
    {
      schema: {
        tags,
        summary: 'Activar o desactivar cuenta',
        params: idParams,
        response: { 200: bankAccountSavedAnswer },
      },
      config: { roles },
    },
    async (request) => toggleBankAccount(app.db, request.caller, request.params.id),
  );

  app.post(
    '/bankaccount/unload/:id',
    {
      schema: {
        tags,
        summary: 'Descargar billetera (el saldo lo pone el servidor; currentAmount se ignora)',
        params: idParams,
        body: unloadBody,
        response: { 200: bankAccountSavedAnswer },
      },
      config: { roles },
    },
    async (request) =>
      unloadBankAccount(app.db, request.caller, request.params.id, request.body.amountToUnload!),
  );

  app.delete(
    '/bankaccount/:id',
    {
      schema: {
        tags,
        summary: 'Borrar cuenta (sin saldo)',
        params: idParams,
        response: { 200: bankAccountDeletedAnswer },
      },
      config: { roles },
    },
    async (request) => {
      await deleteBankAccount(app.db, request.caller, request.params.id);
      return { message: BANK_ACCOUNT_MESSAGES.deleted };
    },
  );
};
