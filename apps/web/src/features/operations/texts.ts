import type { CapacityAnswer } from '@panel/domain/operations/capacity';

/** Spanish texts of rol 1's capacity warning (README 'Capacity'). */
export const CAPACITY_TEXTS = {
  title: 'La base de datos no da abasto',
  waits: ({ slowQueueCalls, queueCalls }: CapacityAnswer) =>
    `En los últimos 5 minutos, ${slowQueueCalls} de ${queueCalls} tomas y decisiones de la cola tardaron más de 1 segundo.`,
  advice: {
    pglite:
      'La base integrada (PGlite) llegó a su límite: pase a PostgreSQL con npm run move-to-postgres (docs/deploy.md).',
    postgres: 'Agregue instancias del servidor o revise la carga de PostgreSQL (docs/deploy.md).',
  } satisfies Record<CapacityAnswer['engine'], string>,
} as const;
