import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@panel/domain/two-factor/two-factor-endpoints';
import type { IslandView } from '@panel/domain/islands/island-view';
import { call } from '@/lib/api-client';
import { islandsQueryKey } from './get-islands';

/** Require the second factor of the island's roles 1 and 2, or stop (docs/features/two-factor.md). */
export function useSetIslandTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, required }: { id: number; required: boolean }) =>
      call(twoFactorEndpoints.island, { params: { id }, body: { required } }),
    onSuccess: (_answer, { id, required }) =>
      queryClient.setQueryData<IslandView[]>(islandsQueryKey, (list) =>
        list?.map((row) => (row.id === id ? { ...row, totpRequired: required } : row)),
      ),
  });
}
