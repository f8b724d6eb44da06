import { queryOptions, useQuery } from '@tanstack/react-query';
import { audienceEndpoints } from '@panel/domain/audiences/audience-endpoints';
import { call } from '@/lib/api-client';

export const audiencesQueryKey = ['audiences'] as const;

export const getAudiences = () => call(audienceEndpoints.list, {});

export const audiencesQueryOptions = () =>
  queryOptions({ queryKey: audiencesQueryKey, queryFn: getAudiences });

export function useAudiences() {
  return useQuery(audiencesQueryOptions());
}
