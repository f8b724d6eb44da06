import { queryOptions, useQuery } from '@tanstack/react-query';
import { islandEndpoints } from '@panel/domain/islands/island-endpoints';
import { call } from '@/lib/api-client';

/** The islands a bot may belong to: `items` of GET /api/this/tenants (every island, for rol 1). */
export const getIslandOptions = async () => (await call(islandEndpoints.current, {})).items;

export const islandOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['island-options'], queryFn: getIslandOptions });

export function useIslandOptions(enabled: boolean) {
  return useQuery({ ...islandOptionsQueryOptions(), enabled });
}
