import { useMutation, useQueryClient } from '@tanstack/react-query';
import { iresponseSavedAnswer, type IresponseView } from '@panel/domain/iresponses/iresponse-rules';
import { api } from '@/lib/api-client';
import { iresponsesQueryKey } from './get-iresponses';

/** POST /api/iresponses/{islandId}/{id} with the response object (docs/features/iresponses.md). */
export const updateIresponse = (islandId: number, reply: IresponseView) =>
  api.post(`/api/iresponses/${islandId}/${reply.id}`, reply, iresponseSavedAnswer);

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
