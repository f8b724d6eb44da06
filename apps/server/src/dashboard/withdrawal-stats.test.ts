import { describe, expect, it } from 'vitest';
import { businessDay } from '@panel/domain/date-range';
import type { WithdrawalsAnswer } from '@panel/domain/dashboard/dashboard-stats';
import type { WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { multipartBody } from '../../test/receipt-factory';

const t = useTestApp();
const s = useIslandWithStaff(t);

describe('POST /api/dashboard/retiros', () => {
  it("counts the cashiers' withdrawals apart from the requests paid through the payout queue", async () => {
    const player = await createPlayer(t.db, { tenantId: s.island.id });
    await t.app.platform.deposit(t.db, { clientId: player.id, amount: 10_000_00 });
    const username = player.panelUsername;
    const cashierPay = await t.inject(s.staff[3].token, 'POST', '/api/clients/pay', {
      username,
      amount: 700,
    });
    expect(cashierPay.statusCode).toBe(200);
    const fileOne = async (amount: number) =>
      (
        await t.inject(s.staff[3].token, 'POST', '/api/withdrawals', {
          username,
          amount,
          destination: 'mi.alias.pesos',
          holderTaxId: '20123456786',
        })
      ).json<{ item: WithdrawalView }>().item;
    const paid = await fileOne(1_000);
    const pending = await fileOne(250.5);
    const rejected = await fileOne(100);
    await t.inject(s.staff[2].token, 'POST', `/api/withdrawals/${rejected.id}/reject`, {
      reason: 'UNDER_REVIEW',
    });
    await t.inject(s.staff[2].token, 'POST', `/api/withdrawals/${paid.id}/approve`);
    await t.inject(s.staff[4].token, 'POST', '/api/payouts/claim');
    const body = multipartBody({ bankOperation: 'OP1' });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payouts/${paid.id}/paid`,
      headers: { ...body.headers, 'x-access-token': s.staff[4].token },
      payload: body.payload,
    });
    expect(pay.statusCode).toBe(200);

    const today = businessDay(new Date());
    const card = await t.inject(s.staff[2].token, 'POST', '/api/dashboard/retiros', {
      value: [today, today],
    });
    expect(card.json<WithdrawalsAnswer>().data).toEqual({
      cajeros: { cantidad: 1, valor: 700 },
      pagados: { cantidad: 1, valor: 1_000 },
      solicitados: { cantidad: 3, valor: 1_350.5 },
      enCurso: { cantidad: 1, valor: 250.5 },
      rechazados: 1,
      cancelados: 0,
    });
    expect(pending.state).toBe('solicitado');
    expect(
      (await t.inject(s.staff[3].token, 'POST', '/api/dashboard/retiros', { value: [today, today] }))
        .statusCode,
    ).toBe(403);
  });
});
