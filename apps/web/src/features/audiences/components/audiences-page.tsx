import { Group, Stack, Table } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { formatPesos } from '@panel/domain/money';
import type { AudienceView } from '@panel/domain/audiences/audience-rules';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { ListTable } from '@/components/ui/list-table';
import { EditRowAction, RemoveRowAction, RowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { confirmThen } from '@/lib/confirm-dialog';
import { useRowModal } from '@/lib/use-row-modal';
import { useAudiences } from '../api/get-audiences';
import { useDeleteAudience } from '../api/audience-requests';
import { AUDIENCES_TEXTS as T } from '../texts';
import { AudienceModal } from './audience-modal';
import { exportAudience, formatCount } from './export-audience';

// A range reads as one piece: on a narrow screen the table scrolls rather than break it.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Público (/config/audiences, docs/features/audiences.md): the island's audiences with export, edit and delete. */
export function AudiencesPage() {
  const audiences = useAudiences();
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

      <ListTable
        minWidth={720}
        striped
        head={
          <>
            <Table.Th>{T.columns.name}</Table.Th>
            <Table.Th>{T.columns.chargesQuantity}</Table.Th>
            <Table.Th>{T.columns.daysInactive}</Table.Th>
            <Table.Th>{T.columns.chargeAmount}</Table.Th>
            <Table.Th ta="right">{T.columns.actions}</Table.Th>
          </>
        }
      >
        {/* Only the empty row here: this screen has no loading or error rows (yet). */}
        <TableStateRows
          columns={5}
          pending={false}
          error={false}
          empty={audiences.data?.length === 0}
          emptyText={T.empty}
          onRetry={() => void audiences.refetch()}
        />
        {audiences.data?.map((audience) => (
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

      <AudienceModal opened={modal.kind === 'edit'} audience={modal.row} onClose={modal.close} />
    </Stack>
  );
}
