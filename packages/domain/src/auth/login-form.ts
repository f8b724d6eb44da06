// The login form's own check, apart from login.ts's schema so the login screen needs no zod until it
// signs in (docs/architecture.md, "What the browser downloads").

/** Login messages of docs/features/auth.md, shown under each field. */
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
