import { queryOptions, useQuery } from '@tanstack/react-query';
import { thisTenantAnswer, type ThisTenantAnswer } from '@panel/domain/tenants/this-tenant';
import { api } from '@/lib/api-client';

/** GET /api/this/tenants: the caller's island and the islands it may see. */
export const getCurrentIsland = (): Promise<ThisTenantAnswer> =>
  api.get('/api/this/tenants', thisTenantAnswer);

export const currentIslandQueryOptions = () =>
  queryOptions({ queryKey: ['this-tenants'], queryFn: getCurrentIsland, staleTime: 5 * 60_000 });

/** The island's name, once known. Runs only while someone is signed in. */
export function useCurrentIslandName(enabled: boolean): string | undefined {
  const query = useQuery({ ...currentIslandQueryOptions(), enabled });
  return query.data?.islandata.name;
}
