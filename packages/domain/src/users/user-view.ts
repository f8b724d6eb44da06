import { z } from 'zod';

/** A panel user as the API tells it (GET /api/user/{id}); never the password hash. */
export const userView = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  rol: z.number(),
  active: z.boolean(),
  tenant_id: z.number(),
  tenant: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string().describe('dd/mm/yyyy'),
  /** The user has confirmed a TOTP second factor (docs/features/two-factor.md). */
  totpEnabled: z.boolean().optional(),
});
export type UserView = z.infer<typeof userView>;

/** POST /api/user, POST /api/user/{id}, POST /api/user/{id}/toggle */
export const userSavedAnswer = z.object({ message: z.string(), user: userView });
/**
 * POST /api/user/{id}: when a user's own change ends their sessions (a new password), the answer
 * carries the token that keeps this one going.
 */
export const profileSavedAnswer = userSavedAnswer.extend({ accessToken: z.string().optional() });
export const userList = z.array(userView);
export const userDeletedAnswer = z.object({ message: z.string() });

/** POST /api/auth/signin: the user plus the session token for `x-access-token`. */
export const signinAnswer = userView.extend({
  accessToken: z.string(),
  /**
   * The user's island requires a second factor the user has not set up: this session may only set
   * it up (docs/features/two-factor.md).
   */
  totpEnrolRequired: z.boolean().optional(),
});
export type SigninAnswer = z.infer<typeof signinAnswer>;
