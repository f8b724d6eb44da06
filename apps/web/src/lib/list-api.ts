import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallInput, EndpointContract } from '@panel/domain/http/endpoint';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { call, downloadLink } from './api-client';

/**
 * A small list's reads, for a screen that sorts and pages in the browser (docs/features/lists.md):
 * every row in one call without input, kept under `queryKey`, and the CSV of the list as shown (its
 * search and order) as a signed link.
 */
export function clientListApi<L extends EndpointContract, K extends string>(
  queryKey: QueryKey,
  endpoints: { list: L; export: EndpointContract },
) {
  const options = () => queryOptions({ queryKey, queryFn: () => call(endpoints.list, {} as CallInput<L>) });
  return {
    queryKey,
    useList: () => useQuery(options()),
    exportCsv: (query: ListQuery<K>): Promise<string> => downloadLink(endpoints.export, { query } as never),
  };
}

/**
 * A change that refreshes the lists it touches: once it is saved (`'success'`), or whatever the answer
 * (`'settled'`, where a refused change may still find the list changed by someone else).
 */
export function useListChange<Input, Output>(
  change: (input: Input) => Promise<Output>,
  queryKeys: readonly QueryKey[],
  refresh: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: change,
    ...(refresh === 'success' ? { onSuccess: invalidate } : { onSettled: invalidate }),
  });
}
