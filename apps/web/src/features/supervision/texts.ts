import { SUPERVISION_TITLE } from './title';

/** Spanish texts of the Supervisión screen (docs/features/dashboard.md 'Operator figures'). */
export const SUPERVISION_TEXTS = {
  title: SUPERVISION_TITLE,
  today: 'Hoy, por operador y turno. Se actualiza sola cuando llegan o se deciden comprobantes.',
} as const;
