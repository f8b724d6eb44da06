import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankSavedAnswer, type BankBody } from '@panel/domain/banks/bank-rules';
import { api } from '@/lib/api-client';
import { banksQueryKey } from './get-banks';

/** POST /api/banks (new) or /api/banks/{id} (edit); the limits go in pesos. */
export const saveBank = ({ id, body }: { id: number | null; body: BankBody }) =>
  api.post(id ? `/api/banks/${id}` : '/api/banks', body, bankSavedAnswer);

export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBank,
    onSettled: () => queryClient.invalidateQueries({ queryKey: banksQueryKey }),
  });
}
