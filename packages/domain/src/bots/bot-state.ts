import { z } from 'zod';

/** GET /api/this/botstate: the state the island's bot last reported (docs/features/bots.md). */
export const botStateAnswer = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  botName: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The last report is older than BOT_REPORT_STALE_MS: the header shows 'Sin datos', not `state`. */
  stale: z.boolean(),
});
/**
 * A running bot repeats its state at least every BOT_HEARTBEAT_MS (the reference bot and the simulator
 * do); a report older than BOT_REPORT_STALE_MS means the bot stopped talking (docs/features/bots.md).
 */
export const BOT_HEARTBEAT_MS = 60_000;
export const BOT_REPORT_STALE_MS = 3 * BOT_HEARTBEAT_MS;

export function isStaleReport(updatedAt: Date | null | undefined, now: number): boolean {
  return updatedAt !== null && updatedAt !== undefined && now - updatedAt.getTime() > BOT_REPORT_STALE_MS;
}

export type BotStateAnswer = z.infer<typeof botStateAnswer>;
