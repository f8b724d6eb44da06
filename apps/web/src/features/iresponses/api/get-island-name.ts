import { useQuery } from '@tanstack/react-query';
import { thisTenantsQueryOptions } from '@/lib/this-islands';

/** The island's name, among those the caller may see (all for rol 1, its own for rol 2). */
export function useIslandName(islandId: number): string | undefined {
  const query = useQuery(thisTenantsQueryOptions());
  return query.data?.items.find((island) => island.id === islandId)?.name;
}
