import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** Every failure answers this shape (docs/features/shell.md); documenting it once covers every route. */
export const errorAnswer = z.object({ message: z.string().describe('Mensaje en español para el usuario') });

/** onRoute hook: adds the {message} error shape to each route's documented responses. */
export function documentErrorAnswers(route: RouteOptions): void {
  const schema = (route.schema ??= {});
  schema.response = { ...(schema.response as object | undefined), '4xx': errorAnswer, '5xx': errorAnswer };
}
