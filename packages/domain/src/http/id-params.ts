import { z } from 'zod';

/** Path ids: positive 32-bit integers, so a huge or non-numeric id is a 400, never a database error. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'El identificador debe ser un número' })
    .int('El identificador debe ser un número entero')
    .positive('El identificador debe ser positivo')
    .max(2147483647, 'El identificador es demasiado grande'),
});
