import { z } from 'zod';
import { isRol, type Rol } from '@panel/domain/roles';

/**
 * The signed-in user as the sign-in answers it and as it is stored (docs/features/auth.md). Apart
 * from `session.ts` so zod arrives only when a session is read or received, not on a first /login
 * (docs/architecture.md, "What the browser downloads").
 */
export const sessionSchema = z.object({
  accessToken: z.string().min(1),
  rol: z.custom<Rol>(isRol),
  username: z.string(),
  id: z.number().int(),
  email: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  active: z.union([z.boolean(), z.number().transform((value) => value !== 0)]).default(true),
  tenant_id: z.number().int().nullable().default(null),
  /** The island requires a second factor this user has not set up yet (docs/features/two-factor.md). */
  totpEnrolRequired: z.boolean().optional(),
});

export type Session = z.output<typeof sessionSchema>;

/** POST /api/auth/signin: a session, or the pending token of a user with a second factor. */
export const signinAnswerSchema = z.union([
  z.object({ totpRequired: z.literal(true), pendingToken: z.string().min(1) }),
  sessionSchema,
]);
export type SigninResult = z.output<typeof signinAnswerSchema>;
