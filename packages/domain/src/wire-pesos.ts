import { z } from 'zod';
import { wirePesosToCentavos } from './money';
import { centavosRefusal, type AmountBounds } from './typed-amount';

/**
 * A money field on the wire, read into centavos. `pesos` is the number schema with the field's own
 * type message and the bounds the API document states; then more than two decimals is refused with
 * `decimals`, and last the centavos are held to `bounds`, as the form's money field holds them.
 */
export const wirePesos = (pesos: z.ZodNumber, decimals: string, bounds?: AmountBounds) =>
  // The document states the two decimals; the rule below still decides the message.
  pesos.meta({ multipleOf: 0.01 }).transform((value, ctx) => {
    const centavos = wirePesosToCentavos(value);
    const refusal = centavos === null ? decimals : bounds && centavosRefusal(centavos, bounds);
    if (centavos === null || refusal) {
      ctx.addIssue({ code: 'custom', message: refusal ?? decimals });
      return z.NEVER;
    }
    return centavos;
  });

/**
 * A money field in an answer, in pesos: the OpenAPI document declares its two decimals
 * (docs/api-contracts.md, "The OpenAPI document"); the value is what the ledger's centavos make.
 */
export const pesosAnswer = (description = 'pesos') => z.number().meta({ description, multipleOf: 0.01 });
