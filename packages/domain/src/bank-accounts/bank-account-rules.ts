import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { formatCentavos, pesosToCentavos, wirePesosToCentavos } from '../money';
import { absentAsEmpty, firstRule } from '../rules';
import { CBU_EXAMPLE, cbuMessage } from './cbu';
import { pesosAnswer } from '../wire-pesos';

/** Bank account (wallet) messages (docs/features/bank-accounts.md): the save in order, the unload, and the rest. */
export const BANK_ACCOUNT_MESSAGES = {
  name: 'Debe ingresar un nombre',
  bankId: 'Debe ingresar un banco',
  number: 'Debe ingresar un CBU',
  numberTaken: 'Ya existe una cuenta con ese CBU',
  notFound: 'No se encontró la cuenta',
  cbuLocked: 'Su rol no puede cambiar el CBU de una cuenta: pídaselo a un administrador o moderador',
  bankNotFound: 'No se encontró el banco',
  created: 'Cuenta creada',
  saved: 'Cuenta actualizada',
  deleted: 'Cuenta borrada',
  activated: 'Cuenta activada',
  deactivated: 'Cuenta desactivada',
  hasBalance: 'No se puede borrar una cuenta con saldo: descargue la billetera primero',
  unloadPositive: 'Debe ingresar un monto a descargar mayor a 0',
  unloadDecimals: 'El monto a descargar admite hasta 2 decimales',
  unloadAboveBalance: (balanceCentavos: number) =>
    `El monto a descargar supera el saldo de la billetera (${formatCentavos(balanceCentavos)})`,
  /** docs/features/bank-accounts.md: the amount unloaded and the balance left. */
  unloaded: (amountCentavos: number, balanceCentavos: number) =>
    `${formatCentavos(amountCentavos)} han sido descargados de esta billetera. ` +
    `Esta billetera cuenta ahora con un total de ${formatCentavos(balanceCentavos)}`,
} as const;

export interface BankAccountInput {
  name: string;
  bankId?: number | null;
  number: string;
}

/** Bank account save (docs/features/bank-accounts.md), then the CBU's length and check digits. */
export function bankAccountMessage(input: BankAccountInput): string | undefined {
  if (!input.name.trim()) return BANK_ACCOUNT_MESSAGES.name;
  if (!input.bankId) return BANK_ACCOUNT_MESSAGES.bankId;
  const number = input.number.trim();
  if (!number) return BANK_ACCOUNT_MESSAGES.number;
  return cbuMessage(number);
}

/** POST /api/bankaccount and /api/bankaccount/{id}. On create an absent active means true. */
const bankAccountFields = z
  .object({
    name: z.string().max(MAX_LENGTH.name),
    bankId: z.number().int().positive().max(2147483647).nullish(),
    // The CBU `cbuMessage` checks (22 digits, two check digits), stated for the OpenAPI document.
    number: z.string().max(40).meta({ pattern: '^\\d{22}$', example: CBU_EXAMPLE }),
    active: z.boolean().optional(),
  })
  .superRefine(firstRule(bankAccountMessage));
export const bankAccountBody = absentAsEmpty(bankAccountFields, { name: '', number: '' });
export type BankAccountBody = z.infer<typeof bankAccountBody>;

/** Largest unload accepted, in pesos; the balance is the real bound. */
const MAX_UNLOAD = 10_000_000_000;

/**
 * POST /api/bankaccount/unload/{id}. docs/features/bank-accounts.md warns the sent currentAmount may be wrong, so it is
 * accepted and ignored: the server unloads against the balance it holds.
 */
const unloadFields = z
  .object({
    amountToUnload: z.number().max(MAX_UNLOAD).nullish(),
    currentAmount: z.unknown().optional(),
  })
  .superRefine(
    firstRule((v) => {
      if (v.amountToUnload == null || pesosToCentavos(v.amountToUnload) <= 0) {
        return BANK_ACCOUNT_MESSAGES.unloadPositive;
      }
      // 1500.12345 is refused, not rounded: money is never moved by an amount nobody typed.
      return wirePesosToCentavos(v.amountToUnload) === null
        ? BANK_ACCOUNT_MESSAGES.unloadDecimals
        : undefined;
    }),
  );
export const unloadBody = absentAsEmpty(unloadFields);

/** A bank account as the API tells it (docs/features/bank-accounts.md); amount is the balance in pesos. */
export const bankAccountView = z.object({
  id: z.number(),
  name: z.string(),
  bankId: z.number(),
  number: z.string(),
  active: z.boolean(),
  amount: pesosAnswer(),
  bank: z.object({ id: z.number(), bankname: z.string() }),
});
export type BankAccountView = z.infer<typeof bankAccountView>;

/** GET /api/bankaccount: the spec's responses carry `items`. */
export const bankAccountList = z.object({ items: z.array(bankAccountView) });
export const bankAccountSavedAnswer = z.object({ message: z.string(), account: bankAccountView });
export const bankAccountDeletedAnswer = z.object({ message: z.string() });
