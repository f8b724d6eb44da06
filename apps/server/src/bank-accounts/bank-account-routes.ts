import type { FastifyPluginAsync } from 'fastify';
import { bankAccountEndpoints as accounts } from '@panel/domain/bank-accounts/bank-account-endpoints';
import { BANK_ACCOUNT_MESSAGES } from '@panel/domain/bank-accounts/bank-account-rules';
import { BANK_ACCOUNT_COLUMNS } from '@panel/domain/bank-accounts/bank-account-list';
import { serve } from '../http/serve-endpoint';
import { sendListCsv } from '../lists/list-csv';
import {
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  readBankAccount,
  toggleBankAccount,
  unloadBankAccount,
  updateBankAccount,
} from './bank-account-service';

/** Cuentas (docs/features/bank-accounts.md): the wallets of the caller's island. */
export const bankAccountRoutes: FastifyPluginAsync = async (app) => {
  serve(app, accounts.list, async (request) => ({ items: await listBankAccounts(app.db, request.caller) }));

  serve(app, accounts.export, async (request, reply) => {
    const rows = await listBankAccounts(app.db, request.caller);
    return sendListCsv(reply, 'cuentas.csv', rows, BANK_ACCOUNT_COLUMNS, request.query);
  });

  serve(app, accounts.read, async (request) => readBankAccount(app.db, request.caller, request.params.id));

  serve(app, accounts.create, async (request) => {
    const account = await createBankAccount(app.db, request.caller, request.body);
    return { message: BANK_ACCOUNT_MESSAGES.created, account };
  });

  serve(app, accounts.update, async (request) => {
    const account = await updateBankAccount(app.db, request.caller, request.params.id, request.body);
    return { message: BANK_ACCOUNT_MESSAGES.saved, account };
  });

  serve(app, accounts.toggle, async (request) =>
    toggleBankAccount(app.db, request.caller, request.params.id),
  );

  serve(app, accounts.unload, async (request) =>
    unloadBankAccount(app.db, request.caller, request.params.id, request.body.amountToUnload!),
  );

  serve(app, accounts.delete, async (request) => {
    await deleteBankAccount(app.db, request.caller, request.params.id);
    return { message: BANK_ACCOUNT_MESSAGES.deleted };
  });
};
