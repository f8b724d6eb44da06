import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { absentAsEmpty } from '../rules';

/** Login messages of SPEC §5, shown under each field. */
export const LOGIN_MESSAGES = {
  usernameRequired: 'El usuario es obligatorio!',
  passwordRequired: 'La contraseña es obligatoria!',
  invalidCredentials: 'Usuario o contraseña incorrectos',
  blocked: 'El usuario está bloqueado',
  tooManyAttempts: 'Demasiados intentos de ingreso. Espere un minuto y vuelva a intentar.',
} as const;

export interface LoginErrors {
  username?: string;
  password?: string;
}

/** Both fields are checked at once: each message appears under its own field. */
export function validateLogin(input: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!input.username.trim()) errors.username = LOGIN_MESSAGES.usernameRequired;
  if (!input.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

const signinFields = z.object({
  username: z.string().trim().min(1, LOGIN_MESSAGES.usernameRequired).max(MAX_LENGTH.username),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(MAX_LENGTH.password),
});
export const signinBody = absentAsEmpty(signinFields, { username: '', password: '' });
export type SigninBody = z.infer<typeof signinBody>;
