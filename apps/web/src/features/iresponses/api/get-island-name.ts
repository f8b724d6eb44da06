import { useQuery } from '@tanstack/react-query';
import { thisIslandsQueryOptions } from '@/lib/this-islands';

/** The island's name, among those the caller may see (all for rol 1, its own for rol 2). */
export function useIslandName(islandId: number): string | undefined {
  const query = useQuery(thisIslandsQueryOptions());
  return query.data?.items.find((island) => island.id === islandId)?.name;
}
