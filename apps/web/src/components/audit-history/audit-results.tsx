import { Button, Group, Stack, Text } from '@mantine/core';
import { QueryFallback } from '@/components/ui/query-fallback';
import { useAuditPages, type AuditFilterValues } from './audit-api';
import { AUDIT_HISTORY_TEXTS as T } from './texts';
import { AuditTable } from './audit-table';

/** The filtered trail with explicit loading, error and empty states and 'Cargar más' (docs/features/audit.md). */
export function AuditResults({
  filters,
  withRecord = true,
}: {
  filters: AuditFilterValues;
  withRecord?: boolean;
}) {
  const query = useAuditPages(filters);
  if (query.isPending || query.isError) return <QueryFallback query={query} texts={T} py="lg" announce />;
  const rows = query.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <Text c="dimmed">{withRecord ? T.empty : T.emptyRecord}</Text>;
  return (
    <Stack gap="sm">
      <AuditTable rows={rows} withRecord={withRecord} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {T.shown(rows.length)}
        </Text>
        {query.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {T.more}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
