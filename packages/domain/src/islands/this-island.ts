import { z } from 'zod';

/** GET /api/this/tenants: the header's island; `items` are the islands the caller may pick. */
export const thisTenantAnswer = z.object({
  islandata: z.object({ id: z.number(), name: z.string(), url: z.string(), prefix: z.string() }),
  islanID: z.number(),
  items: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ThisTenantAnswer = z.infer<typeof thisTenantAnswer>;
