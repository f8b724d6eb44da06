/** Spanish texts every list screen shares (docs/features/lists.md). */
export const LIST_SCREEN_TEXTS = {
  actions: 'Acciones',
  /** A row's edit and delete, named by the row: 'Editar Isla Norte', 'Borrar Isla Norte'. */
  edit: (name: string) => `Editar ${name}`,
  remove: (name: string) => `Borrar ${name}`,
} as const;
