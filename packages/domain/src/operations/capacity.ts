import { z } from 'zod';

/**
 * The installation's capacity as the queue feels it (README 'Capacity'): the claims and decisions of
 * the last five minutes, how many took over a second, and whether that says the database is outgrown.
 */
export const capacityAnswer = z.object({
  engine: z.enum(['pglite', 'postgres']),
  queueCalls: z.number().int(),
  slowQueueCalls: z.number().int(),
  outgrown: z.boolean(),
});
export type CapacityAnswer = z.infer<typeof capacityAnswer>;
