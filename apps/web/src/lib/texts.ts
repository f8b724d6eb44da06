/** Spanish texts of the shared layer (API client, notices, dialogs). */
export const LIB_TEXTS = {
  network: 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
  serverError: (status: number) => `El servidor respondió con un error (${status}).`,
  unexpectedResponse: 'El servidor envió una respuesta inesperada.',
  confirm: 'Aceptar',
  cancel: 'Cancelar',
} as const;
