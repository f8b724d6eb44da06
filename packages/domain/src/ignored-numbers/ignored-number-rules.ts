import { z } from 'zod';
import { absentAsEmpty } from '../rules';

/** Numeros Ignorados (docs/features/ignored-numbers.md): phone numbers the island's bot does not answer. */
export const MAX_IGNORED_PHONE_DIGITS = 30;

export const IGNORED_NUMBER_MESSAGES = {
  phoneRequired: 'Debe ingresar un número',
  phoneTooLong: `El número no puede tener más de ${MAX_IGNORED_PHONE_DIGITS} dígitos`,
  duplicate: (phone: string) => `El numero ${phone} ya está en la lista de ignorados`,
  added: (phone: string) => `Numero ${phone} agregado a la lista de ignorados`,
  removed: (phone: string) => `Numero ${phone} eliminado de la lista de ignorados`,
  notFound: 'No se encontró el numero en la lista de ignorados',
  /** docs/features/ignored-numbers.md, as written. */
  confirmAdd: (phone: string) => `Desea agregar el numero ${phone} a la lista de ignorados?`,
  confirmRemove: (phone: string) => `Desea eliminar el numero ${phone} de la lista de ignorados?`,
} as const;

/** docs/features/ignored-numbers.md: non-digit characters are stripped as typed (and again by the server). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** POST /api/ignore {phone}. */
const ignoredNumberFields = z.object({
  phone: z
    .string()
    .max(100)
    .meta({ description: 'Teléfono; se guardan solo sus dígitos', example: '1155550001' })
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .min(1, IGNORED_NUMBER_MESSAGES.phoneRequired)
        .max(MAX_IGNORED_PHONE_DIGITS, IGNORED_NUMBER_MESSAGES.phoneTooLong),
    ),
});
export const ignoredNumberBody = absentAsEmpty(ignoredNumberFields, { phone: '' });

export const ignoredNumberView = z.object({ id: z.number(), phone: z.string() });
export type IgnoredNumber = z.infer<typeof ignoredNumberView>;

export const ignoredListAnswer = z.object({ items: z.array(ignoredNumberView) });
export const ignoredSavedAnswer = z.object({ message: z.string(), item: ignoredNumberView });
export const ignoredDeletedAnswer = z.object({ message: z.string() });
