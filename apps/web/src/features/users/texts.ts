import { USERS_TITLE } from './title';

/** Spanish texts of the users feature (screen and own-profile modal). */
export const USERS_TEXTS = {
  title: USERS_TITLE,
  newLabel: 'Nuevo',
  empty: 'No hay otros usuarios',
  noMatch: 'Ningún usuario coincide con la búsqueda.',
  search: 'Buscar por usuario, e-mail, isla o rol',
  status: { active: 'Activo', blocked: 'Bloqueado' },
  rol: (rol: number, name: string) => `${rol} · ${name}`,
  /** A person's row says 'Editar a …', 'Borrar a …'. */
  rowActions: {
    edit: (username: string) => `Editar a ${username}`,
    remove: (username: string) => `Borrar a ${username}`,
  },
  actions: {
    block: (username: string) => `Bloquear a ${username}`,
    activate: (username: string) => `Activar a ${username}`,
  },
  confirmDelete: 'Desea borrar este usuario',
  modal: {
    title: 'Usuario',
    username: 'Nombre de usuario',
    email: 'E-mail',
    island: 'Isla',
    clearIsland: 'Quitar isla',
    rol: 'Rol',
    active: 'Activo',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  /** The password and its repeat, in the user modal and the own-profile modal. */
  passwordPair: {
    password: 'Contraseña',
    repeat: 'Repetir contraseña',
    keepHint: 'Deje ambas contraseñas vacías para conservar la actual.',
  },
  profile: {
    title: 'Editar mi perfil',
    username: 'Usuario',
    email: 'E-mail',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
} as const;
