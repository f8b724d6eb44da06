/** Spanish texts of the shell: side menu and header (docs/features/shell.md). */
export const SHELL_TEXTS = {
  menuTitle: 'PANEL DE CONTROL',
  menuLabel: 'Menú principal',
  logout: 'Salir',
  toggleMenu: 'Abrir o cerrar menú',
  closeMenu: 'Cerrar menú',
  island: (name: string) => `Isla: ${name}`,
  islandUnknown: '…',
  greeting: (username: string) => `Hola, ${username}`,
  editProfile: 'Editar mi perfil',
} as const;
