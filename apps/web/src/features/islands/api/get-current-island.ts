import { useQuery } from '@tanstack/react-query';
import { thisIslandsQueryOptions } from '@/lib/this-islands';

/** The island's name, once known. Runs only while someone is signed in. */
export function useCurrentIslandName(enabled: boolean): string | undefined {
  const query = useQuery({ ...thisIslandsQueryOptions(), enabled });
  return query.data?.islandata.name;
}
