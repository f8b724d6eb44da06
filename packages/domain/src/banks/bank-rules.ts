import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { absentAsEmpty, firstRule } from '../rules';
import { pesosAnswer } from '../wire-pesos';

/** Bank save messages of docs/features/banks.md, in the spec's order, and the screen's other answers. */
export const BANK_MESSAGES = {
  bankname: 'Debe ingresar el nombre del banco',
  transactoplimit: 'Debe ingresar el limite de transferencia superior',
  transacbottomlimit: 'Debe ingresar el limite de transferencia inferior',
  dailytoplimit: 'Debe ingresar el limite de tope diario',
  monthlytoplimit: 'Debe ingresar el limite de tope mensual',
  toplimitinuse: 'Debe ingresar el limite de tope en uso',
  dailytransaclimit: 'Debe ingresar el limite de movimientos diarios permitidos',
  bottomAboveTop: 'El limite de transferencia inferior no puede superar al superior',
  countNotWhole: 'El limite de movimientos diarios debe ser un número entero',
  nameTaken: 'Ya existe un banco con ese nombre',
  notFound: 'No se encontró el banco',
  inUse: (accounts: number) =>
    `No se puede borrar el banco: ${accounts === 1 ? 'una cuenta lo usa' : `${accounts} cuentas lo usan`}. ` +
    'Cambie el banco de esas cuentas o bórrelas primero.',
  created: 'Banco creado',
  saved: 'Banco actualizado',
  deleted: 'Banco borrado',
} as const;

/** The six limits, in the order docs/features/banks.md checks them. Money limits are pesos; the last is a count. */
export const BANK_LIMIT_FIELDS = [
  'transactoplimit',
  'transacbottomlimit',
  'dailytoplimit',
  'monthlytoplimit',
  'toplimitinuse',
  'dailytransaclimit',
] as const;
export type BankLimitField = (typeof BANK_LIMIT_FIELDS)[number];

/** Largest limit accepted, in pesos (ten thousand million): far inside the centavos column. */
export const MAX_BANK_LIMIT = 10_000_000_000;

export type BankInput = { bankname: string } & Partial<Record<BankLimitField, number | null>>;

/**
 * Bank save (docs/features/banks.md): the first failing rule's message, or undefined. Zero or less counts as
 * missing. After the spec's seven checks, the per-transfer minimum may not exceed the maximum.
 */
export function bankMessage(input: BankInput): string | undefined {
  if (!input.bankname.trim()) return BANK_MESSAGES.bankname;
  for (const field of BANK_LIMIT_FIELDS) {
    const value = input[field];
    if (value == null || !(value > 0)) return BANK_MESSAGES[field];
  }
  if (!Number.isInteger(input.dailytransaclimit)) return BANK_MESSAGES.countNotWhole;
  if (input.transacbottomlimit! > input.transactoplimit!) return BANK_MESSAGES.bottomAboveTop;
  return undefined;
}

const limit = z.number().max(MAX_BANK_LIMIT).nullish();

/** POST /api/banks and /api/banks/{id}; the limits are pesos (dailytransaclimit is a count). */
const bankFields = z
  .object({
    bankname: z.string().max(MAX_LENGTH.name),
    transacbottomlimit: limit,
    transactoplimit: limit,
    dailytoplimit: limit,
    monthlytoplimit: limit,
    toplimitinuse: limit,
    dailytransaclimit: z.number().max(1_000_000).nullish(),
  })
  .superRefine(firstRule(bankMessage));
export const bankBody = absentAsEmpty(bankFields, { bankname: '' });
export type BankBody = z.infer<typeof bankBody>;

/** A bank as the API tells it (docs/features/banks.md); money in pesos. */
export const bankView = z.object({
  id: z.number(),
  bankname: z.string(),
  transacbottomlimit: pesosAnswer(),
  transactoplimit: pesosAnswer(),
  dailytoplimit: pesosAnswer(),
  monthlytoplimit: pesosAnswer(),
  toplimitinuse: pesosAnswer(),
  dailytransaclimit: z.number(),
});
export type BankView = z.infer<typeof bankView>;

export const bankList = z.array(bankView);
export const bankSavedAnswer = z.object({ message: z.string(), bank: bankView });
export const bankDeletedAnswer = z.object({ message: z.string() });
