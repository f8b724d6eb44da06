import {
  BANK_LIMIT_FIELDS,
  BANK_MESSAGES,
  bankMessage,
  MAX_BANK_LIMIT,
  type BankInput,
  type BankLimitField,
  type BankView,
} from '@panel/domain/banks/bank-rules';
import { pesosToCentavos } from '@panel/domain/money';
import { centavosToTyped, type AmountBounds } from '@panel/domain/typed-amount';
import { digitsValue } from '@/components/ui/digits-input';
import { readAmountFields, type AmountField } from '@/lib/amount-fields';
import { BANKS_TEXTS } from './texts';

/** The count of transfers a day; the other limits are money. */
export const COUNT_FIELD = 'dailytransaclimit' satisfies BankLimitField;
type MoneyField = Exclude<BankLimitField, typeof COUNT_FIELD>;
export const MONEY_FIELDS = BANK_LIMIT_FIELDS.filter((field): field is MoneyField => field !== COUNT_FIELD);

/** The bank form as typed: the name, the money limits as typed text and the count as digits. */
export type BankDraft = { bankname: string } & Record<BankLimitField, string>;

export const EMPTY_BANK: BankDraft = {
  bankname: '',
  transactoplimit: '',
  transacbottomlimit: '',
  dailytoplimit: '',
  monthlytoplimit: '',
  toplimitinuse: '',
  dailytransaclimit: '',
};

/** docs/features/banks.md counts a zero limit as missing, so below 1 centavo its "Debe ingresar …" text speaks. */
export const limitBounds = (field: MoneyField): AmountBounds => ({
  max: pesosToCentavos(MAX_BANK_LIMIT),
  required: BANK_MESSAGES[field],
  belowMin: BANK_MESSAGES[field],
});

export function draftOf(bank: BankView): BankDraft {
  const draft = { ...EMPTY_BANK, bankname: bank.bankname, dailytransaclimit: String(bank.dailytransaclimit) };
  for (const field of MONEY_FIELDS) draft[field] = centavosToTyped(pesosToCentavos(bank[field]));
  return draft;
}

/**
 * The draft as the bank rules read it, and the first failing rule in the spec's order; a refused
 * limit is named with why it was refused (the modal closes on every submit, so the notice says it).
 */
export function readBankDraft(draft: BankDraft): { values: BankInput; message?: string } {
  const fields = Object.fromEntries(
    MONEY_FIELDS.map((field) => [
      field,
      { label: BANKS_TEXTS.modal[field], text: draft[field], bounds: limitBounds(field) },
    ]),
  ) as Record<MoneyField, AmountField>;
  const { pesos, explain } = readAmountFields(fields);
  const values: BankInput = {
    bankname: draft.bankname,
    ...pesos,
    dailytransaclimit: digitsValue(draft[COUNT_FIELD]),
  };
  return { values, message: explain(bankMessage(values)) };
}
