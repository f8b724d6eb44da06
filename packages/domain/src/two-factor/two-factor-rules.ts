import { z } from 'zod';
import type { Rol } from '../roles';
import { TWO_FACTOR_MESSAGES } from './texts';

/**
 * The roles an island's requirement applies to (docs/features/two-factor.md): administrators and
 * supervisors change users, islands, wallets and settings; operators may enrol on their own.
 */
export const TOTP_REQUIRED_ROLES: readonly Rol[] = [1, 2];

/** Whether a user of this role must give the second factor where their island requires it. */
export function factorRequired(rol: number, islandRequires: boolean): boolean {
  return islandRequires && TOTP_REQUIRED_ROLES.includes(rol as Rol);
}

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 8;

/** A code as typed: spaces and dashes dropped, letters lower-cased (recovery codes are `xxxxx-xxxxx`). */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

const code = z
  .string()
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.invalidCode);

/** POST /api/auth/signin/totp: the pending token of the first step and a TOTP or recovery code. */
export const totpSigninBody = z.object({ pendingToken: z.string().min(1).max(1000), code });
export const totpCodeBody = z.object({ code });
export const islandTotpBody = z.object({ required: z.boolean() });

/** The sign-in's first step when the user has a second factor: no session yet. */
export const totpPendingAnswer = z.object({
  totpRequired: z.literal(true),
  pendingToken: z.string(),
});
export type TotpPendingAnswer = z.infer<typeof totpPendingAnswer>;

export const totpStatusAnswer = z.object({
  enabled: z.boolean(),
  /** The caller's island requires it for the caller's role. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusAnswer>;

export const totpSetupAnswer = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG QR code, `data:image/png;base64,...`. */
  qrDataUrl: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupAnswer>;

export const totpEnabledAnswer = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  /** The session goes on with this token (it carries the factor); other sessions ended. */
  accessToken: z.string(),
});
export const totpMessageAnswer = z.object({ message: z.string() });
