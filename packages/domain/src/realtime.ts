import { z } from 'zod';

/**
 * The self-hosted realtime channel (docs/features/shell.md): one WebSocket per panel
 * tab at REALTIME_PATH. Browsers cannot set headers on a WebSocket, so the first message carries the
 * session token.
 */
export const REALTIME_PATH = '/api/realtime';
export const REALTIME_CHANNEL = 'transactions';
export const REALTIME_EVENTS = ['news', 'notifications', 'reading', 'withdrawals'] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** Without an auth message within this time the server closes the socket (REALTIME_CLOSE.authTimeout). */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;

/** Close codes the server uses; the client does not reconnect after `unauthorized` until the session changes. */
export const REALTIME_CLOSE = {
  /** Missing, bad or expired token, or a blocked user. */
  unauthorized: 4401,
  /** No auth message in time. */
  authTimeout: 4408,
  /** The first message was not an auth message. */
  badMessage: 4400,
  /** The server is shutting down: reconnect. */
  goingAway: 1001,
} as const;

/** Client → server, first and only message. */
export const realtimeAuthMessage = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(2000),
});
export type RealtimeAuthMessage = z.infer<typeof realtimeAuthMessage>;

/** Server → client: the token was accepted; events follow. */
export const realtimeReadyMessage = z.object({ type: z.literal('ready') });

/**
 * Server → client: something changed in the caller's island. `news`: the pending receipts changed
 * (reload GET /api/pendingids); `notifications`: a bank notice arrived (reload GET /api/notifications);
 * `reading`: the server finished reading a receipt (reload GET /api/receipts/{id}/reading);
 * `withdrawals`: a withdrawal request was filed or changed state (docs/features/withdrawals.md).
 */
export const realtimeEventMessage = z.object({
  channel: z.literal(REALTIME_CHANNEL),
  event: z.enum(REALTIME_EVENTS),
});
export type RealtimeEventMessage = z.infer<typeof realtimeEventMessage>;

export const realtimeServerMessage = z.union([realtimeReadyMessage, realtimeEventMessage]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessage>;
