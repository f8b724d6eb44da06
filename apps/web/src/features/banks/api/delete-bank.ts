import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankEndpoints } from '@panel/domain/banks/bank-endpoints';
import { call } from '@/lib/api-client';
import { banksQueryKey } from './get-banks';

/** A bank still used by accounts is refused with the server's message. */
export const deleteBank = (id: number) => call(bankEndpoints.delete, { params: { id } });

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSettled: () => queryClient.invalidateQueries({ queryKey: banksQueryKey }),
  });
}
