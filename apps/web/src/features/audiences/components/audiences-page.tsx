import { Group, Stack, Table } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { formatPesos } from '@panel/domain/money';
import type { AudienceView } from '@panel/domain/audiences/audience-rules';
import { AUDIENCE_COLUMNS, AUDIENCE_SORT_KEYS } from '@panel/domain/audiences/audience-list';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { ListTable } from '@/components/ui/list-table';
import { SortableHeads } from '@/components/ui/sortable-th';
import { useClientList } from '@/lib/use-list-state';
import { EditRowAction, RemoveRowAction, RowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { confirmThen } from '@/lib/confirm-dialog';
import { useRowModal } from '@/lib/use-row-modal';
import { exportAudiences, useAudiences } from '../api/get-audiences';
import { useDeleteAudience } from '../api/audience-requests';
import { AUDIENCES_TEXTS as T } from '../texts';
import { AudienceModal } from './audience-modal';
import { exportAudience, formatCount } from './export-audience';

// A range reads as one piece: on a narrow screen the table scrolls rather than break it.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Público (/config/audiences, docs/features/audiences.md): the island's audiences with export, edit
 * and delete; sorted, searched and paged in the browser with the state in the URL, and exported as
 * shown (docs/features/lists.md).
 */
export function AudiencesPage() {
  const audiences = useAudiences();
  const { list, shown } = useClientList(AUDIENCE_SORT_KEYS, AUDIENCE_COLUMNS, audiences.data);
  const remove = useDeleteAudience();
  const modal = useRowModal<'edit', AudienceView>();

  return (
    <Stack gap="md">
      <ListPageHeader
        title={T.title}
        newLabel={T.newAudience}
        onNew={() => modal.open('edit', null)}
        onReload={() => void audiences.refetch()}
        reloading={audiences.isFetching}
      />

      <ListToolbar
        list={list}
        searchLabel={T.search}
        total={audiences.data ? shown.total : undefined}
        onExport={() => exportAudiences(list.query)}
        exportName="publicos.csv"
      />
      <ListTable
        minWidth={720}
        striped
        label={T.tableLabel}
        head={
          <>
            {/* Ranges are figures, but read left to right as "min – max": left-aligned. */}
            <SortableHeads columns={AUDIENCE_COLUMNS.map(({ key, label }) => ({ key, label }))} list={list} />
            <Table.Th ta="right">{T.columns.actions}</Table.Th>
          </>
        }
      >
        <TableStateRows
          columns={5}
          pending={audiences.isPending}
          error={audiences.isError && !audiences.data}
          empty={audiences.data !== undefined && shown.total === 0}
          emptyText={audiences.data?.length === 0 ? T.empty : T.noMatch}
          onRetry={() => void audiences.refetch()}
        />
        {shown.rows.map((audience) => (
          <Table.Tr key={audience.id}>
            <Table.Td fw={600}>{audience.name}</Table.Td>
            <Table.Td style={NO_WRAP}>
              {T.range(formatCount(audience.chargesQuantityMin), formatCount(audience.chargesQuantityMax))}
            </Table.Td>
            <Table.Td style={NO_WRAP}>
              {T.range(formatCount(audience.daysInactiveMin), formatCount(audience.daysInactiveMax))}
            </Table.Td>
            <Table.Td style={NO_WRAP}>
              {T.range(formatPesos(audience.chargeAmountMin), formatPesos(audience.chargeAmountMax))}
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <RowAction
                  label={T.actions.exportCsv(audience.name)}
                  color="green"
                  onClick={() => void exportAudience(audience)}
                >
                  <IconFileDownload size={18} aria-hidden />
                </RowAction>
                <EditRowAction
                  label={T.actions.edit(audience.name)}
                  onClick={() => modal.open('edit', audience)}
                />
                <RemoveRowAction
                  label={T.actions.remove(audience.name)}
                  onClick={() => void confirmThen(T.confirmDelete, () => remove.mutate(audience.id))}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListPager {...shown} list={list} />

      <AudienceModal opened={modal.kind === 'edit'} audience={modal.row} onClose={modal.close} />
    </Stack>
  );
}
