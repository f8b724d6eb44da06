import { queryOptions } from '@tanstack/react-query';
import { thisIslandAnswer } from '@panel/domain/islands/this-island';
import { api } from './api-client';

/**
 * GET /api/this/tenants: the caller's island (the header) and `items`, the islands the caller may
 * see (every island for rol 1). One query shared by the header and the screens that pick islands.
 */
export const thisIslandsQueryOptions = () =>
  queryOptions({
    queryKey: ['this-islands'],
    queryFn: () => api.get('/api/this/tenants', thisIslandAnswer),
    staleTime: 5 * 60_000,
  });
