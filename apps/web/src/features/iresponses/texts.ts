import { IRESPONSES_TITLE } from './title';

/** Spanish texts of the iresponses (chatbot replies) feature. */
export const IRESPONSES_TEXTS = {
  title: IRESPONSES_TITLE,
  island: (name: string) => `Respuestas del chatbot de ${name}`,
  intents: 'Intenciones',
  empty: 'Esta isla no tiene mensajes.',
  loadError: 'No se pudieron cargar los mensajes de esta isla.',
  pick: 'Elija una intención de la lista.',
  response: 'Respuesta',
  alterResponse: 'Respuesta alternativa',
  update: 'Actualizar',
  /** A message to players (docs/features/player-messages.md). */
  messageValues: 'Valores que puede usar:',
  preview: 'Vista previa con valores de ejemplo',
  alterNotSent: 'La respuesta alternativa no se envía en los avisos al jugador.',
} as const;
