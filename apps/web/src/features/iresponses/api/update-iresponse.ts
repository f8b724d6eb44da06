import { useMutation, useQueryClient } from '@tanstack/react-query';
import { iresponseEndpoints } from '@panel/domain/iresponses/iresponse-endpoints';
import type { IresponseView } from '@panel/domain/iresponses/iresponse-rules';
import { call } from '@/lib/api-client';
import { iresponsesQueryKey } from './get-iresponses';

/** Sends the whole response object (docs/features/iresponses.md). */
export const updateIresponse = (islandId: number, reply: IresponseView) =>
  call(iresponseEndpoints.update, { params: { islandId, id: reply.id }, body: reply });

export function useUpdateIresponse(islandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: IresponseView) => updateIresponse(islandId, reply),
    onSuccess: ({ item }) =>
      queryClient.setQueryData<IresponseView[]>(iresponsesQueryKey(islandId), (list) =>
        list?.map((row) => (row.id === item.id ? item : row)),
      ),
  });
}
