import { useQuery } from '@tanstack/react-query';
import { thisIslandsQueryOptions } from '@/lib/this-islands';

/** The islands a user can be put in, as select options (every island for rol 1). */
export function useIslandOptions() {
  const query = useQuery(thisIslandsQueryOptions());
  return query.data?.items.map((island) => ({ value: String(island.id), label: island.name })) ?? [];
}
