import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ignoredDeletedAnswer,
  ignoredListAnswer,
  ignoredSavedAnswer,
} from '@panel/domain/ignored-numbers/ignored-number-rules';
import { api } from '@/lib/api-client';

export const ignoredQueryKey = ['ignored-numbers'] as const;

/** GET /api/ignore/: the island's ignored numbers. */
export const getIgnored = () => api.get('/api/ignore/', ignoredListAnswer);

export const ignoredQueryOptions = () => queryOptions({ queryKey: ignoredQueryKey, queryFn: getIgnored });

export function useIgnored() {
  return useQuery(ignoredQueryOptions());
}

/** POST /api/ignore {phone}. */
export const addIgnored = (phone: string) => api.post('/api/ignore', { phone }, ignoredSavedAnswer);

/** DELETE /api/ignore/{id}. */
export const removeIgnored = (id: number) => api.delete(`/api/ignore/${id}`, ignoredDeletedAnswer);

export function useAddIgnored() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIgnored,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ignoredQueryKey }),
  });
}

export function useRemoveIgnored() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIgnored,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ignoredQueryKey }),
  });
}
