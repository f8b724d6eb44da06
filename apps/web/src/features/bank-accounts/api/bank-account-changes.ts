import { bankAccountEndpoints } from '@panel/domain/bank-accounts/bank-account-endpoints';
import type { BankAccountBody } from '@panel/domain/bank-accounts/bank-account-rules';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { bankAccountsQueryKey } from './get-bank-accounts';

/** A new account (active unless said otherwise), or an edit of one. */
export const saveBankAccount = ({ id, body }: { id: number | null; body: BankAccountBody }) =>
  id
    ? call(bankAccountEndpoints.update, { params: { id }, body })
    : call(bankAccountEndpoints.create, { body });

export const toggleBankAccount = (id: number) => call(bankAccountEndpoints.toggle, { params: { id } });

/**
 * currentAmount is sent as docs/features/bank-accounts.md shows it; the server unloads against its
 * own balance.
 */
export const unloadBankAccount = ({ id, amount, balance }: { id: number; amount: number; balance: number }) =>
  call(bankAccountEndpoints.unload, {
    params: { id },
    body: { amountToUnload: amount, currentAmount: balance },
  });

export const deleteBankAccount = (id: number) => call(bankAccountEndpoints.delete, { params: { id } });

/** Every change refreshes the list, whatever the answer: another tab may have changed it too. */
const useAccountChange = <Input, Output>(change: (input: Input) => Promise<Output>) =>
  useListChange(change, [bankAccountsQueryKey], 'settled');

export const useSaveBankAccount = () => useAccountChange(saveBankAccount);
export const useToggleBankAccount = () => useAccountChange(toggleBankAccount);
export const useUnloadBankAccount = () => useAccountChange(unloadBankAccount);
export const useDeleteBankAccount = () => useAccountChange(deleteBankAccount);
