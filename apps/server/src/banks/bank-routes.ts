import type { FastifyPluginAsync } from 'fastify';
import { bankEndpoints as banks } from '@panel/domain/banks/bank-endpoints';
import { BANK_MESSAGES } from '@panel/domain/banks/bank-rules';
import { BANK_COLUMNS } from '@panel/domain/banks/bank-list';
import { serve } from '../http/serve-endpoint';
import { sendListCsv } from '../lists/list-csv';
import { createBank, deleteBank, listBanks, readBank, updateBank } from './bank-service';

export const bankRoutes: FastifyPluginAsync = async (app) => {
  serve(app, banks.list, async (request) => listBanks(app.db, request.caller));

  serve(app, banks.export, async (request, reply) =>
    sendListCsv(reply, 'bancos.csv', await listBanks(app.db, request.caller), BANK_COLUMNS, request.query),
  );

  serve(app, banks.read, async (request) => readBank(app.db, request.caller, request.params.id));

  serve(app, banks.create, async (request) => {
    const bank = await createBank(app.db, request.caller, request.body);
    return { message: BANK_MESSAGES.created, bank };
  });

  serve(app, banks.update, async (request) => {
    const bank = await updateBank(app.db, request.caller, request.params.id, request.body);
    return { message: BANK_MESSAGES.saved, bank };
  });

  serve(app, banks.delete, async (request) => {
    await deleteBank(app.db, request.caller, request.params.id);
    return { message: BANK_MESSAGES.deleted };
  });
};
