import { audienceEndpoints } from '@panel/domain/audiences/audience-endpoints';
import type { AudienceSortKey } from '@panel/domain/audiences/audience-list';
import { clientListApi } from '@/lib/list-api';

/** The island's audiences, and the CSV of the list as shown. */
const audiences = clientListApi<typeof audienceEndpoints.list, AudienceSortKey>(
  ['audiences'],
  audienceEndpoints,
);

export const audiencesQueryKey = audiences.queryKey;
export const useAudiences = audiences.useList;
export const exportAudiences = audiences.exportCsv;
