import { queryOptions, useQuery } from '@tanstack/react-query';
import { audienceEndpoints } from '@panel/domain/audiences/audience-endpoints';
import type { ListQuery } from '@panel/domain/lists/list-query';
import type { AudienceSortKey } from '@panel/domain/audiences/audience-list';
import { call, download } from '@/lib/api-client';

export const audiencesQueryKey = ['audiences'] as const;

export const getAudiences = () => call(audienceEndpoints.list, {});

export const audiencesQueryOptions = () =>
  queryOptions({ queryKey: audiencesQueryKey, queryFn: getAudiences });

export function useAudiences() {
  return useQuery(audiencesQueryOptions());
}

/** The CSV of the audiences as the list shows them (docs/features/lists.md). */
export const exportAudiences = (query: ListQuery<AudienceSortKey>) =>
  download(audienceEndpoints.export, { query });
