/** Spanish texts of the users feature (screen and own-profile modal). */
export const USERS_TEXTS = {
  title: 'Usuarios',
  profile: {
    title: 'Editar mi perfil',
    username: 'Usuario',
    email: 'E-mail',
    password: 'Contraseña',
    vpassword: 'Repetir contraseña',
    passwordHint: 'Deje ambas contraseñas vacías para conservar la actual.',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
} as const;
