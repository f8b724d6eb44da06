import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENS } from '@panel/domain/roles';
import {
  BANK_MESSAGES,
  bankBody,
  bankDeletedAnswer,
  bankList,
  bankSavedAnswer,
  bankView,
} from '@panel/domain/banks/bank-rules';
import { idParams } from '../http/schemas';
import { createBank, deleteBank, listBanks, readBank, updateBank } from './bank-service';

/**
 * Banks of the caller's island (docs/features/banks.md). Changing them is for the Bancos screen (rol 1);
 * reading them also for the Cuentas screen, whose account form picks a bank.
 */
const readers = SCREENS.bankaccounts.roles;
const writers = SCREENS.banks.roles;

export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banks',
    {
      schema: { tags: ['banks'], summary: 'Bancos de la isla', response: { 200: bankList } },
      config: { roles: readers },
    },
    async (request) => listBanks(app.db, request.caller),
  );

  app.get(
    '/banks/:id',
    {
      schema: { tags: ['banks'], summary: 'Un banco', params: idParams, response: { 200: bankView } },
      config: { roles: readers },
    },
    async (request) => readBank(app.db, request.caller, request.params.id),
  );

  app.post(
    '/banks',
    {
      schema: {
        tags: ['banks'],
        summary: 'Nuevo banco (límites en pesos)',
        body: bankBody,
        response: { 201: bankSavedAnswer },
      },
      config: { roles: writers },
    },
    async (request, reply) => {
      const bank = await createBank(app.db, request.caller, request.body);
      return reply.status(201).send({ message: BANK_MESSAGES.created, bank });
    },
  );

  app.post(
    '/banks/:id',
    {
      schema: {
        tags: ['banks'],
        summary: 'Editar banco',
        params: idParams,
        body: bankBody,
        response: { 200: bankSavedAnswer },
      },
      config: { roles: writers },
    },
    async (request) => {
      const bank = await updateBank(app.db, request.caller, request.params.id, request.body);
      return { message: BANK_MESSAGES.saved, bank };
    },
  );

  app.delete(
    '/banks/:id',
    {
      schema: {
        tags: ['banks'],
        summary: 'Borrar banco (rechazado si alguna cuenta lo usa)',
        params: idParams,
        response: { 200: bankDeletedAnswer },
      },
      config: { roles: writers },
    },
    async (request) => {
      await deleteBank(app.db, request.caller, request.params.id);
      return { message: BANK_MESSAGES.deleted };
    },
  );
};
