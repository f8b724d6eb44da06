import { z } from 'zod';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { isRol, type Rol } from '../roles';
import { absentAsEmpty, firstRule } from '../rules';

/** Panel user messages of docs/features/users.md, in the spec's order. */
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
  cannotChangeOwnRol: 'No puede cambiarse el rol a si mismo',
  rolInvalid: 'Debe ingresar un rol válido',
  islandMissing: 'La isla elegida no existe',
  adminOnlyFields: 'Solo un administrador puede cambiar el rol, la isla o el estado de un usuario',
  usernameTaken: 'Ya existe un usuario con ese nombre',
  notFound: 'No se encontró el usuario',
  saved: 'Usuario actualizado',
  created: 'Usuario creado',
  deleted: 'Usuario eliminado',
  blocked: 'Usuario bloqueado',
  activated: 'Usuario activado',
} as const;

/** docs/features/users.md: a new user is rol 3 unless told otherwise. */
export const DEFAULT_ROL: Rol = 3;

/** One reading of the role names (docs/features/roles.md), shown beside the number. */
export const ROL_NAMES: Record<Rol, string> = {
  1: 'Admin',
  2: 'Moderador',
  3: 'Cajero',
  4: 'Pagador',
  5: 'Aprobador',
};

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

/** Own-account edit (docs/features/auth.md): the first failing rule's message, or undefined. */
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

/** Users screen save (docs/features/users.md): create needs both passwords, edit may leave both empty. */
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

const text = (max: number) => z.string().max(max);
/** The OpenAPI document states the lengths and shapes the ordered rules check (docs/api-contracts.md). */
const passwordText = text(MAX_LENGTH.password).meta({
  minLength: MIN_PASSWORD_LENGTH,
  example: 'clave-segura-123',
});
// Empty leaves the password as it is; otherwise `passwordPairMessage` asks for MIN_PASSWORD_LENGTH characters.
const optionalPassword = text(MAX_LENGTH.password)
  .meta({ pattern: `^(|.{${MIN_PASSWORD_LENGTH},})$`, example: 'clave-segura-123' })
  .optional()
  .default('');
const emailText = text(MAX_LENGTH.email).meta({ format: 'email', example: 'ana.perez@example.com' });
/** The text fields of every user form, empty: what a field left out counts as. */
const emptyUserTexts = { username: '', email: '', password: '', vpassword: '' };

/** The profile's fields, which the users screen's forms send too, first and in this order. */
const profileShape = {
  username: text(MAX_LENGTH.username),
  email: emailText,
  password: optionalPassword,
  vpassword: optionalPassword,
};

const profileFields = z.object(profileShape).superRefine(firstRule(profileMessage));
export const profileBody = absentAsEmpty(profileFields, emptyUserTexts);

const rolField = z.number().refine(isRol, USER_MESSAGES.rolInvalid);
const islandField = z.number().int().positive().max(2147483647).nullable();

/** POST /api/user (users screen, create): rol defaults to 3 and active to true (docs/features/users.md). */
const panelUserFields = z
  .object({
    ...profileShape,
    rol: rolField.default(DEFAULT_ROL),
    tenant_id: islandField.default(null),
    active: z.boolean().default(true),
  })
  .superRefine(firstRule((v) => panelUserMessage(v, 'create')));
export const panelUserBody = absentAsEmpty(panelUserFields, emptyUserTexts);
export type PanelUserBody = z.infer<typeof panelUserBody>;

/**
 * POST /api/user/{id}: the profile modal sends username, email and passwords (docs/features/auth.md);
 * the users screen also sends tenant_id, rol and active, and then the 'Panel user save' rules apply.
 */
const userEditFields = z
  .object({
    ...profileShape,
    rol: rolField.optional(),
    tenant_id: islandField.optional(),
    active: z.boolean().optional(),
  })
  .superRefine(
    firstRule((v) =>
      v.tenant_id === undefined
        ? profileMessage(v)
        : panelUserMessage({ ...v, tenant_id: v.tenant_id }, 'edit'),
    ),
  );
// tenant_id stays absent when left out: its absence means the profile form, not an empty island.
export const userEditBody = absentAsEmpty(userEditFields, emptyUserTexts);
export type UserEditBody = z.infer<typeof userEditBody>;

const signupFields = z
  .object({
    username: text(MAX_LENGTH.username),
    email: emailText,
    password: passwordText,
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
export const signupBody = absentAsEmpty(signupFields, emptyUserTexts);
