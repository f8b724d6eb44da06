import type { ReceiptReadingAnswer } from '@panel/domain/receipt-reading/reading-endpoints';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { mockApi, shellReplies, type RecordedCall } from '@/test/render';

const MINUTE = 60_000;
type Replies = NonNullable<Parameters<typeof mockApi>[0]>;

/** A pending receipt as GET /api/get/{id} answers it. */
export function receiptFixture(id: number, overrides: Partial<ReceiptView> = {}): ReceiptView {
  const clientId = 100 + id;
  return {
    id,
    url: `/api/files/receipts/demo-${id}.png?expires=9999999999&signature=abc`,
    urlExpiresAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
    fileType: 'png',
    amount: 1500.5,
    newamount: null,
    status: 'pending',
    reason: null,
    ocrData: null,
    createdAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    updatedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    clientId,
    bankAccount: { id: 1, name: 'Cuenta Demo', bank: { bankname: 'Banco Demo' } },
    client: {
      id: clientId,
      panelUsername: `dmjuan${id}`,
      phone: '1155550000',
      blacklistbonus: 0,
      transactionCount: 2,
      transactions: [
        {
          id: 1,
          receiptId: 50,
          updatedAt: '2025-03-01T15:04:00.000Z',
          amount: 2000,
          bonusAmount: 200,
          charged: true,
          bankAccount: { id: 1, name: 'Cuenta Demo', bank: { bankname: 'Banco Nación' } },
        },
        {
          id: 2,
          receiptId: 51,
          updatedAt: '2025-03-02T18:30:00.000Z',
          amount: 750,
          bonusAmount: 0,
          charged: false,
          bankAccount: null,
        },
      ],
    },
    ...overrides,
  };
}

/** GET /api/receipts/{id}/reading for a receipt the server has not read (it came in before). */
export function readingFixture(
  id: number,
  overrides: Partial<ReceiptReadingAnswer> = {},
): ReceiptReadingAnswer {
  return {
    receiptId: id,
    reading: null,
    checks: { amount: 'unknown', account: 'unknown' },
    expected: { amount: 1500.5, account: '0110000000000000000001' },
    ...overrides,
  };
}

type Reading = NonNullable<ReceiptReadingAnswer['reading']>;

/** The reply to GET /api/receipts/{id}/reading once the server has read these fields and made these checks. */
export function withReading(
  id: number,
  fields: Record<string, { value: string; confidence: number }>,
  checks: ReceiptReadingAnswer['checks'] = { amount: 'unknown', account: 'unknown' },
): Replies {
  return {
    [`GET /api/receipts/${id}/reading`]: {
      body: readingFixture(id, { reading: { status: 'done', fields } as unknown as Reading, checks }),
    },
  };
}

/** Receipts 1 to `count` as receiptFixture gives them: a queue of that many. */
export const receiptFixtures = (count: number): ReceiptView[] =>
  Array.from({ length: count }, (_, index) => receiptFixture(index + 1));

/**
 * POST /api/queue/claim handing out `receipt` for this operator's four-eyes confirmation
 * (docs/features/queue.md): 'ana' asked for it at `amount`, edited.
 */
export const fourEyesClaim = (receipt: ReceiptView, amount: number): Replies => ({
  'POST /api/queue/claim': {
    body: {
      ...receipt,
      leaseExpiresAt: new Date(Date.now() + MINUTE).toISOString(),
      confirmation: { requestedBy: 'ana', requestedAt: new Date().toISOString(), amount, edited: true },
    },
  },
});

/**
 * The checker's server: a pending list the test changes at will, receipts by id, claims handed out
 * oldest first (docs/features/queue.md), and decisions that take the receipt out of the list as the
 * real server does.
 */
export function checkerServer(receipts: ReceiptView[], extra: Replies = {}) {
  const byId = new Map(receipts.map((r) => [r.id, r]));
  const state = { pending: receipts.map((r) => r.id), claimed: new Set<number>(), reviewing: 0 };
  const decide = (call: RecordedCall, id: number) => {
    const body = call.body as { status: string };
    state.pending = state.pending.filter((p) => p !== id);
    state.claimed.delete(id);
    return { body: { message: 'Comprobante aprobado', id, status: body.status } };
  };
  const pick = () => {
    const id = state.pending.find((p) => !state.claimed.has(p));
    if (id === undefined) return { status: 204, body: undefined };
    state.claimed.add(id);
    const leaseExpiresAt = new Date(Date.now() + MINUTE).toISOString();
    return { body: { ...byId.get(id)!, leaseExpiresAt, confirmation: null } };
  };
  // While held, a claim decides at once and answers when let go: a slow claim on a busy server.
  let held: Promise<void> | null = null;
  const claim = async () => {
    const answer = pick();
    if (held) await held;
    return answer;
  };
  const holdClaims = () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = null;
      release();
    };
  };
  const replies: Replies = {
    ...shellReplies(),
    'GET /api/pendingids': () => ({ body: state.pending }),
    'POST /api/queue/claim': claim,
    'GET /api/queue/status': () => ({
      body: { waiting: state.pending.length - state.claimed.size, reviewing: state.reviewing },
    }),
  };
  for (const receipt of receipts) {
    replies[`GET /api/get/${receipt.id}`] = () => ({ body: byId.get(receipt.id) });
    replies[`POST /api/put/${receipt.id}`] = (call) => decide(call, receipt.id);
    replies[`GET /api/transactions/${receipt.clientId}`] = () => ({
      body: { count: receipt.client.transactionCount, items: receipt.client.transactions },
    });
    replies[`POST /api/queue/${receipt.id}/renew`] = () =>
      state.pending.includes(receipt.id)
        ? { body: { leaseExpiresAt: new Date(Date.now() + MINUTE).toISOString() } }
        : { status: 409, body: { message: 'Este comprobante ya fue procesado por otro operador' } };
    replies[`POST /api/queue/${receipt.id}/release`] = () => {
      state.claimed.delete(receipt.id);
      return { status: 204, body: undefined };
    };
    replies[`GET /api/receipts/${receipt.id}/reading`] = () => ({ body: readingFixture(receipt.id) });
  }
  const api = mockApi({ ...replies, ...extra });
  const callsTo = (method: string, path: string) =>
    api.calls.filter((c) => c.method === method && c.path === path);
  return { ...api, state, byId, callsTo, holdClaims };
}
