import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ignoredNumberEndpoints as ignored,
  ignoredNumberListAlias,
} from '@panel/domain/ignored-numbers/ignored-number-endpoints';
import type { IgnoredNumberSortKey } from '@panel/domain/ignored-numbers/ignored-number-list';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { call, download } from '@/lib/api-client';

export const ignoredQueryKey = ['ignored-numbers'] as const;

/** GET /api/ignore/, as the spec writes it: the island's ignored numbers. */
export const getIgnored = () => call(ignoredNumberListAlias, {});

export const ignoredQueryOptions = () => queryOptions({ queryKey: ignoredQueryKey, queryFn: getIgnored });

export function useIgnored() {
  return useQuery(ignoredQueryOptions());
}

/** The CSV of the list as shown: its search and order (docs/features/lists.md). */
export const exportIgnored = (query: ListQuery<IgnoredNumberSortKey>): Promise<Blob> =>
  download(ignored.export, { query });

/** POST /api/ignore {phone}. */
export const addIgnored = (phone: string) => call(ignored.add, { body: { phone } });

/** DELETE /api/ignore/{id}. */
export const removeIgnored = (id: number) => call(ignored.remove, { params: { id } });

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
