import { queryOptions } from '@tanstack/react-query';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from './api-client';

/**
 * GET /api/this/tenants: the caller's island (the header) and `items`, the islands the caller may
 * see (every island for rol 1). One query shared by the header and the screens that pick islands.
 */
export const thisIslandsQueryOptions = () =>
  queryOptions({
    queryKey: ['this-islands'],
    queryFn: () => call(islandEndpoints.current, {}),
    staleTime: 5 * 60_000,
  });
