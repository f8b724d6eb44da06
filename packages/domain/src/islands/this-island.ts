import { z } from 'zod';

/** GET /api/this/tenants: the header's island; `items` are the islands the caller may pick. */
export const thisIslandAnswer = z.object({
  islandata: z.object({ id: z.number(), name: z.string(), url: z.string(), prefix: z.string() }),
  islanID: z.number(),
  items: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ThisIslandAnswer = z.infer<typeof thisIslandAnswer>;
