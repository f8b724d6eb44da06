import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCREENS } from '@panel/domain/roles';
import { decisionBody, editAndApproveBody, RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import { playerTransactionsAnswer, decisionAnswer, receiptView } from '@panel/domain/receipts/receipt-view';
import { notFound } from '../errors';
import { idParams } from '../http/schemas';
import { playerHistory, findReceiptView, islandPlayerExists } from './receipt-queries';
import { decideReceipt } from './receipt-service';

/** The checker's calls (docs/features/receipts.md); every role reviews receipts of its own island. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = SCREENS.checker.roles;

  app.get(
    '/get/:id',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Un comprobante con su cliente, el historial y un enlace firmado al archivo',
        params: idParams,
        response: { 200: receiptView },
      },
      config: { roles },
    },
    async (request) => {
      const view = await findReceiptView(
        app.db,
        request.caller.tenantId,
        request.params.id,
        app.appConfig.jwtSecret,
      );
      if (!view) throw notFound(RECEIPT_MESSAGES.notFound);
      return view;
    },
  );

  app.get(
    '/transactions/:clientId',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Cargas del cliente (las últimas, con el total)',
        params: z.object({ clientId: idParams.shape.id }),
        response: { 200: playerTransactionsAnswer },
      },
      config: { roles },
    },
    async (request) => {
      const { clientId } = request.params;
      if (!(await islandPlayerExists(app.db, request.caller.tenantId, clientId)))
        throw notFound(RECEIPT_MESSAGES.playerNotFound);
      return playerHistory(app.db, clientId);
    },
  );

  app.post(
    '/put/:id',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Aprobar, rechazar (con motivo) o posponer (con motivo) un comprobante',
        params: idParams,
        body: decisionBody,
        response: { 200: decisionAnswer },
      },
      config: { roles },
    },
    async (request) => {
      const answer = await decideReceipt(app, request.caller, request.params.id, request.body);
      app.metrics.receiptDecisions.inc({ status: request.body.status });
      await app.realtime.publish(request.caller.tenantId, 'news');
      return answer;
    },
  );

  app.post(
    '/document/:id',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Editar el monto (newamount, en pesos) y aprobar',
        params: idParams,
        body: editAndApproveBody,
        response: { 200: decisionAnswer },
      },
      config: { roles },
    },
    async (request) => {
      const answer = await decideReceipt(app, request.caller, request.params.id, {
        status: 'approve',
        reason: null,
        newAmount: request.body.newAmountCentavos,
      });
      app.metrics.receiptDecisions.inc({ status: 'approve' });
      await app.realtime.publish(request.caller.tenantId, 'news');
      return answer;
    },
  );
};
