/** Spanish texts of the auth feature (login and register). */
export const AUTH_TEXTS = {
  product: 'Panel Comprobantes',
  login: {
    title: 'Iniciar Sesión',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Ingresar',
    errorTitle: 'No se pudo ingresar',
  },
  register: {
    title: 'Registrarse',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Registrarse',
    backToLogin: 'Volver a Iniciar Sesión',
    consoleNote: 'Registro solicitado (la pantalla no envía datos al servidor)',
  },
} as const;
