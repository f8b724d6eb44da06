import { z } from 'zod';

/** GET /api/this/botstate: the state the island's bot last reported (docs/features/bots.md). */
export const botStateAnswer = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  botName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BotStateAnswer = z.infer<typeof botStateAnswer>;
