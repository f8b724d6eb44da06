import { AUTH_TITLES } from './title';

/** Spanish texts of the auth feature (login and register). */
export const AUTH_TEXTS = {
  product: 'Panel Comprobantes',
  login: {
    title: AUTH_TITLES.login,
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Ingresar',
    errorTitle: 'No se pudo ingresar',
  },
  register: {
    title: AUTH_TITLES.register,
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Registrarse',
    backToLogin: 'Volver a Iniciar Sesión',
    consoleNote: 'Registro solicitado (la pantalla no envía datos al servidor)',
  },
} as const;
