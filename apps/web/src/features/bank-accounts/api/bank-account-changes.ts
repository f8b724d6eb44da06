import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bankAccountDeletedAnswer,
  bankAccountSavedAnswer,
  type BankAccountBody,
} from '@panel/domain/bank-accounts/bank-account-rules';
import { api } from '@/lib/api-client';
import { bankAccountsQueryKey } from './get-bank-accounts';

/** POST /api/bankaccount (new, active unless said otherwise) or /api/bankaccount/{id}. */
export const saveBankAccount = ({ id, body }: { id: number | null; body: BankAccountBody }) =>
  api.post(id ? `/api/bankaccount/${id}` : '/api/bankaccount', body, bankAccountSavedAnswer);

/** POST /api/bankaccount/{id}/toggle */
export const toggleBankAccount = (id: number) =>
  api.post(`/api/bankaccount/${id}/toggle`, undefined, bankAccountSavedAnswer);

/**
 * POST /api/bankaccount/unload/{id}. currentAmount is sent as docs/features/bank-accounts.md shows it; the server
 * unloads against its own balance.
 */
export const unloadBankAccount = ({ id, amount, balance }: { id: number; amount: number; balance: number }) =>
  api.post(
    `/api/bankaccount/unload/${id}`,
    { amountToUnload: amount, currentAmount: balance },
    bankAccountSavedAnswer,
  );

/** DELETE /api/bankaccount/{id} */
export const deleteBankAccount = (id: number) =>
  api.delete(`/api/bankaccount/${id}`, bankAccountDeletedAnswer);

/** Every change refreshes the list, whatever the answer: another tab may have changed it too. */
function useAccountChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
  });
}

export const useSaveBankAccount = () => useAccountChange(saveBankAccount);
export const useToggleBankAccount = () => useAccountChange(toggleBankAccount);
export const useUnloadBankAccount = () => useAccountChange(unloadBankAccount);
export const useDeleteBankAccount = () => useAccountChange(deleteBankAccount);
