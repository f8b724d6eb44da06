import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { wirePesosToCentavos } from '../money';
import { MACHINE_KEY_HEADERS, MACHINE_KEY_MESSAGES } from '../http/machine-keys';

/** Header the gaming platform sends its island key in (POST /api/platform/*). */
export const PLATFORM_KEY_HEADER = MACHINE_KEY_HEADERS.platform;

export const PLATFORM_MESSAGES = {
  badKey: MACHINE_KEY_MESSAGES.badKey.platform,
  amount: 'El monto debe ser un número mayor a 0 con hasta 2 decimales',
  locked: (username: string) => `Usuario ${username} bloqueado por la plataforma`,
  keyShown: 'Clave de la plataforma de juego generada. Cópiela ahora: no se volverá a mostrar.',
} as const;

/** Largest single game movement the webhook takes, in pesos (a bet or a win). */
export const MAX_GAME_PESOS = 100_000_000;

/**
 * POST /api/platform/movements: a bet (GAMEDEBIT) or a win (GAMECREDIT) of a player of the key's
 * island. transactionId is the platform's own id: sending it again moves nothing.
 */
export const gameMovementBody = z.object({
  username: z.string().trim().min(1).max(MAX_LENGTH.username),
  type: z.enum(['GAMEDEBIT', 'GAMECREDIT']),
  amount: z
    .number()
    .positive(PLATFORM_MESSAGES.amount)
    .max(MAX_GAME_PESOS, PLATFORM_MESSAGES.amount)
    .refine((pesos) => wirePesosToCentavos(pesos) !== null, PLATFORM_MESSAGES.amount),
  transactionId: z.string().trim().min(1).max(64),
  brand: z.string().trim().max(100).optional(),
  game: z.string().trim().max(100).optional(),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('ARS'),
});
export type GameMovementBody = z.infer<typeof gameMovementBody>;

/** POST /api/platform/players/lock: the platform locked a player (e.g. too many wrong passwords). */
export const lockPlayerBody = z.object({ username: z.string().trim().min(1).max(MAX_LENGTH.username) });

export const platformKeyAnswer = z.object({ key: z.string(), message: z.string() });
