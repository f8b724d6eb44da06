/** Spanish texts of the iresponses (chatbot replies) feature. */
export const IRESPONSES_TEXTS = {
  title: 'Editar mensajes',
  island: (islandId: string) => `Isla n.º ${islandId}`,
} as const;
