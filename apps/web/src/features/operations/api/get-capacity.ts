import { useQuery } from '@tanstack/react-query';
import { capacityEndpoints } from '@panel/domain/operations/capacity-endpoints';
import { call } from '@/lib/api-client';

/** The server looks at the last five minutes; asking once a minute is enough to follow it. */
const CAPACITY_REFRESH_MS = 60_000;

export function useCapacity(enabled: boolean) {
  return useQuery({
    queryKey: ['capacity'],
    queryFn: () => call(capacityEndpoints.read, {}),
    refetchInterval: CAPACITY_REFRESH_MS,
    enabled,
  });
}
