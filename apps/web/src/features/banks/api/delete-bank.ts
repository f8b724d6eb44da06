import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankDeletedAnswer } from '@panel/domain/banks/bank-rules';
import { api } from '@/lib/api-client';
import { banksQueryKey } from './get-banks';

/** DELETE /api/banks/{id}; a bank still used by accounts is refused with the server's message. */
export const deleteBank = (id: number) => api.delete(`/api/banks/${id}`, bankDeletedAnswer);

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSettled: () => queryClient.invalidateQueries({ queryKey: banksQueryKey }),
  });
}
