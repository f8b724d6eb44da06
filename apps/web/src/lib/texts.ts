/** Spanish texts of the shared layer (API client, notices, dialogs). */
export const LIB_TEXTS = {
  network: 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
  serverError: (status: number) => `El servidor respondió con un error (${status}).`,
  unexpectedResponse: 'El servidor envió una respuesta inesperada.',
  confirm: 'Aceptar',
  cancel: 'Cancelar',
  /** A money field's refusal in a form's notice: 'Tope diario: El monto no puede superar …'. */
  fieldRefusal: (label: string, refusal: string) => `${label}: ${refusal}`,
} as const;
