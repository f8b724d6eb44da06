import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import {
  gatewayWithdrawalEndpoints as gateway,
  withdrawalEndpoints as withdrawals,
} from '@panel/domain/withdrawals/withdrawal-endpoints';
import { WITHDRAWAL_COLUMNS } from '@panel/domain/withdrawals/withdrawal-list';
import { WITHDRAWAL_MESSAGES as M, payoutPaidFields } from '@panel/domain/withdrawals/withdrawal-rules';
import { asText, exportPageSize, sendCsv } from '../csv/csv';
import { badRequest, notFound } from '../errors';
import { readUpload } from '../http/multipart-upload';
import { serve } from '../http/serve-endpoint';
import { playerByPhone, playerByUsername } from '../players/player-queries';
import { checkReceiptFile } from '../bot-gateway/gateway-service';
import { signFileLink } from '../storage/signed-url';
import { approveWithdrawal, closeWithdrawal } from './withdrawal-decisions';
import { fileWithdrawal } from './withdrawal-filing';
import { listWithdrawals, proofKeyOf, withdrawalView } from './withdrawal-queries';
import { claimPayout, markFailed, markPaid, payoutStatus, releasePayout, renewPayout } from './payout-queue';
import { readWithdrawalSettings, saveWithdrawalSettings } from './withdrawal-settings';

/**
 * Withdrawal requests and rol 4's payout queue (docs/features/withdrawals.md). Every step is one
 * transaction; the island's screens are told after its commit (`withdrawals`, the one place it is
 * published).
 */
export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  const { db, platform } = app;
  const announce = (tenantId: number) => app.realtime.publish(tenantId, 'withdrawals');

  /** A step in its transaction, then the request as screens show it, and the island told. */
  async function step(
    tenantId: number,
    run: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<number>,
  ) {
    const id = await db.transaction(run);
    await announce(tenantId);
    return withdrawalView(db, tenantId, id);
  }

  serve(app, withdrawals.list, async (request) => {
    const page = request.query.page ?? 1;
    return { ...(await listWithdrawals(db, request.caller.tenantId, request.query)), page };
  });

  serve(app, withdrawals.export, async (request, reply) => {
    const tenantId = request.caller.tenantId;
    const pageSize = exportPageSize(app.appConfig);
    async function* pages() {
      for (let offset = 0; ; offset += pageSize) {
        const { items } = await listWithdrawals(app.readDb, tenantId, request.query, {
          limit: pageSize,
          offset,
        });
        if (items.length === 0) return;
        yield items.map((row) =>
          WITHDRAWAL_COLUMNS.map((column) =>
            column.text ? asText(String(column.value(row) ?? '')) : column.value(row),
          ),
        );
        if (items.length < pageSize) return;
      }
    }
    return sendCsv(
      reply,
      'retiros.csv',
      WITHDRAWAL_COLUMNS.map((column) => column.label),
      pages(),
    );
  });

  serve(app, withdrawals.read, async (request) =>
    withdrawalView(db, request.caller.tenantId, request.params.id),
  );

  serve(app, withdrawals.file, async (request, reply) => {
    const { caller } = request;
    const { username, ...fields } = request.body;
    const player = await playerByUsername(db, caller.tenantId, username);
    const item = await step(caller.tenantId, (tx) =>
      fileWithdrawal(tx, platform, {
        tenantId: caller.tenantId,
        clientId: player.id,
        ...fields,
        source: 'cajero',
        requestedBy: caller.id,
      }),
    );
    return reply.status(201).send({ message: M.filed, item });
  });

  serve(app, withdrawals.approve, async (request) => {
    const { caller } = request;
    let message: string = M.approved;
    const item = await step(caller.tenantId, async (tx) => {
      message = (await approveWithdrawal(tx, caller, request.params.id)).message;
      return request.params.id;
    });
    return { message, item };
  });

  serve(app, withdrawals.reject, async (request) => {
    const { caller } = request;
    const item = await step(caller.tenantId, async (tx) => {
      const row = await closeWithdrawal(tx, platform, caller, request.params.id, {
        state: 'rechazado',
        reason: request.body.reason,
      });
      return row.id;
    });
    return { message: M.rejected, item };
  });

  serve(app, withdrawals.cancel, async (request) => {
    const { caller } = request;
    const item = await step(caller.tenantId, async (tx) => {
      const row = await closeWithdrawal(tx, platform, caller, request.params.id, { state: 'cancelado' });
      return row.id;
    });
    return { message: M.cancelled, item };
  });

  serve(app, withdrawals.proof, async (request) => {
    const key = await proofKeyOf(db, request.caller.tenantId, request.params.id);
    if (!key) throw notFound(M.notFound);
    const link = signFileLink(key, app.appConfig.jwtSecret);
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });

  serve(app, withdrawals.claim, async (request, reply) => {
    const claim = await claimPayout(db, platform, request.caller);
    if (!claim) return reply.status(204).send();
    // The other payers' badges count one request fewer.
    await announce(request.caller.tenantId);
    return claim;
  });

  serve(app, withdrawals.renew, async (request) => renewPayout(db, request.caller, request.params.id));

  serve(app, withdrawals.release, async (request) => {
    await releasePayout(db, request.caller, request.params.id);
    await announce(request.caller.tenantId);
    return undefined;
  });

  serve(app, withdrawals.failed, async (request) => {
    const { caller } = request;
    const item = await step(caller.tenantId, async (tx) => {
      await markFailed(tx, caller, request.params.id, request.body.note);
      return request.params.id;
    });
    return { message: M.sentBack, item };
  });

  serve(app, withdrawals.status, async (request) => payoutStatus(db, request.caller.tenantId));

  serve(app, withdrawals.readSettings, async (request) => readWithdrawalSettings(db, request.params.id));

  serve(app, withdrawals.saveSettings, async (request) =>
    saveWithdrawalSettings(db, request.caller, request.params.id, request.body),
  );

  serve(app, gateway.file, async (request, reply) => {
    const { bot } = request;
    const { phone, ...fields } = request.body;
    const player = await playerByPhone(db, bot.tenantId, phone);
    if (!player) throw notFound(M.playerNotFound);
    const item = await step(bot.tenantId, (tx) =>
      fileWithdrawal(tx, platform, {
        tenantId: bot.tenantId,
        clientId: player.id,
        ...fields,
        source: 'bot',
        requestedBy: null,
      }),
    );
    return reply.status(201).send({ id: item.id, state: item.state, message: M.filed });
  });

  serve(app, gateway.cancel, async (request) => {
    const { bot } = request;
    const player = await playerByPhone(db, bot.tenantId, request.body.phone);
    if (!player) throw notFound(M.notFound);
    const item = await step(bot.tenantId, async (tx) => {
      const row = await closeWithdrawal(
        tx,
        platform,
        { id: null, tenantId: bot.tenantId },
        request.params.id,
        {
          state: 'cancelado',
          clientId: player.id,
        },
      );
      return row.id;
    });
    return { id: item.id, state: item.state, message: M.cancelled };
  });

  // 'Pagado' takes a multipart body: its parser only in this scope.
  await app.register(async (scope) => {
    await scope.register(multipart);
    serve(scope, withdrawals.paid, async (request) => {
      const { caller } = request;
      const upload = await readUpload(request);
      const parsed = payoutPaidFields.safeParse(upload.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      const fileType = upload.bytes?.length ? checkReceiptFile(upload.bytes) : null;
      const proofFileKey = fileType
        ? `payouts/${caller.tenantId}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${fileType}`
        : null;
      // The proof is stored before the payment commits, and removed again if the payment is refused.
      if (proofFileKey) await app.files.put(proofFileKey, upload.bytes!);
      try {
        const item = await step(caller.tenantId, async (tx) => {
          await markPaid(tx, platform, caller, request.params.id, {
            bankOperation: parsed.data.bankOperation,
            proofFileKey,
            proofFileType: fileType,
          });
          return request.params.id;
        });
        return { message: M.paid, item };
      } catch (error) {
        if (proofFileKey) await app.files.remove(proofFileKey);
        throw error;
      }
    });
  });
};
