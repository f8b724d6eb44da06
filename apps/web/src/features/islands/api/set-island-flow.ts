import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IslandFlow } from '@panel/domain/islands/island-rules';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import type { IslandView } from '@panel/domain/islands/island-view';
import { call } from '@/lib/api-client';
import { islandsQueryKey } from './get-islands';

/** POST /api/tenants/{id}/flows with the one switch that was clicked. */
export const setIslandFlow = (id: number, flow: IslandFlow, on: boolean) =>
  call(islandEndpoints.setFlows, { params: { id }, body: { [flow]: on } }, { loading: false });

export function useSetIslandFlow(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flow, on }: { flow: IslandFlow; on: boolean }) => setIslandFlow(id, flow, on),
    // The saved island replaces its row, so the modal and the table show what the server keeps.
    onSuccess: ({ island }) =>
      queryClient.setQueryData<IslandView[]>(islandsQueryKey, (list) =>
        list?.map((row) => (row.id === island.id ? island : row)),
      ),
  });
}
