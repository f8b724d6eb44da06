import { useQuery } from '@tanstack/react-query';
import { thisTenantsQueryOptions } from '@/lib/this-islands';

/** The island's name, once known. Runs only while someone is signed in. */
export function useCurrentIslandName(enabled: boolean): string | undefined {
  const query = useQuery({ ...thisTenantsQueryOptions(), enabled });
  return query.data?.islandata.name;
}
