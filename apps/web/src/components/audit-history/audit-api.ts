import { useInfiniteQuery } from '@tanstack/react-query';
import { auditEndpoints } from '@panel/domain/audit/audit-endpoints';
import { AUDIT_FILE, AUDIT_PAGE_SIZE, type AuditListQuery } from '@panel/domain/audit/audit-rules';
import { call, download } from '@/lib/api-client';

/** The filters of docs/features/audit.md as the URL and the API carry them (text, empty = no filter). */
export type AuditFilterValues = Omit<AuditListQuery, 'before' | 'limit'>;

/** The trail newest first, a page at a time ('Cargar más' asks for the next key). */
export function useAuditPages(filters: AuditFilterValues, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) =>
      call(auditEndpoints.list, { query: { ...filters, before: pageParam, limit: AUDIT_PAGE_SIZE } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled,
  });
}

/** The same filters as a streamed CSV, saved as auditoria.csv. */
export const downloadAudit = (filters: AuditFilterValues): Promise<void> =>
  download(auditEndpoints.export, { query: filters }, AUDIT_FILE);
