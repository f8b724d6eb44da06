import { z } from 'zod';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';

/** Panel user messages of SPEC §5, in the spec's order. */
export const USER_MESSAGES = {
  nameRequired: 'Debe ingresar un nombre',
  emailRequired: 'Debe ingresar un email',
  emailInvalid: 'Debe ingresar un email válido',
  islandRequired: 'Debe ingresar una isla',
  /** The profile form says 'contraseña', the users screen 'contraseñas': both as the spec writes them. */
  profileBothPasswords: 'Debe completar ambos campos de contraseña',
  userBothPasswords: 'Debe completar ambos campos de contraseñas',
  passwordsDiffer: 'Las contraseñas no coinciden',
  passwordTooShort: `La contraseña debe terner al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  cannotDeleteSelf: 'No puede eliminarse a si mismo',
  cannotToggleSelf: 'No puede cambiarse el estado a si mismo',
  usernameTaken: 'Ya existe un usuario con ese nombre',
  notFound: 'No se encontró el usuario',
  saved: 'Usuario actualizado',
  created: 'Usuario creado',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Password pair rule: both empty means "no change" unless a password is required; one filled gives
 * the 'both fields' message; then they must match; then the minimum length.
 */
export function passwordPairMessage(
  password: string,
  vpassword: string,
  options: { required: boolean; bothMessage: string },
): string | undefined {
  if (!password && !vpassword) return options.required ? options.bothMessage : undefined;
  if (!password || !vpassword) return options.bothMessage;
  if (password !== vpassword) return USER_MESSAGES.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return USER_MESSAGES.passwordTooShort;
  return undefined;
}

function identityMessage(input: { username: string; email: string }): string | undefined {
  if (!input.username.trim()) return USER_MESSAGES.nameRequired;
  if (!input.email.trim()) return USER_MESSAGES.emailRequired;
  if (!EMAIL_SHAPE.test(input.email.trim())) return USER_MESSAGES.emailInvalid;
  return undefined;
}

export interface ProfileInput {
  username: string;
  email: string;
  password: string;
  vpassword: string;
}

/** Own-account edit (SPEC §5 'Profile edit'): the first failing rule's message, or undefined. */
export function profileMessage(input: ProfileInput): string | undefined {
  return (
    identityMessage(input) ??
    passwordPairMessage(input.password, input.vpassword, {
      required: false,
      bothMessage: USER_MESSAGES.profileBothPasswords,
    })
  );
}

export interface PanelUserInput extends ProfileInput {
  tenant_id: number | null;
}

/** Users screen save (SPEC §5 'Panel user save'): create needs both passwords, edit may leave both empty. */
export function panelUserMessage(input: PanelUserInput, mode: 'create' | 'edit'): string | undefined {
  return (
    identityMessage(input) ??
    (input.tenant_id ? undefined : USER_MESSAGES.islandRequired) ??
    passwordPairMessage(input.password, input.vpassword, {
      required: mode === 'create',
      bothMessage: USER_MESSAGES.userBothPasswords,
    })
  );
}

/** Adds one custom issue carrying the first failing rule's message. */
export function firstRule<T>(rule: (value: T) => string | undefined) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

const text = (max: number) => z.string().max(max);
const optionalPassword = text(MAX_LENGTH.password).optional().default('');

export const profileBody = z
  .object({
    username: text(MAX_LENGTH.username),
    email: text(MAX_LENGTH.email),
    password: optionalPassword,
    vpassword: optionalPassword,
  })
  .superRefine(firstRule(profileMessage));

export const signupBody = z
  .object({
    username: text(MAX_LENGTH.username),
    email: text(MAX_LENGTH.email),
    password: text(MAX_LENGTH.password),
  })
  .superRefine(
    firstRule(
      (v) =>
        profileMessage({ ...v, vpassword: v.password }) ??
        passwordPairMessage(v.password, v.password, {
          required: true,
          bothMessage: USER_MESSAGES.userBothPasswords,
        }),
    ),
  );
