import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { audienceView } from '@panel/domain/audiences/audience-rules';
import { api } from '@/lib/api-client';

export const audiencesQueryKey = ['audiences'] as const;

export const getAudiences = () => api.get('/api/audiences', z.array(audienceView));

export const audiencesQueryOptions = () =>
  queryOptions({ queryKey: audiencesQueryKey, queryFn: getAudiences });

export function useAudiences() {
  return useQuery(audiencesQueryOptions());
}
