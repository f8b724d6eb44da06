import { Table } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { formatPesos } from '@panel/domain/money';
import type { AudienceView } from '@panel/domain/audiences/audience-rules';
import { AUDIENCE_COLUMNS } from '@panel/domain/audiences/audience-list';
import { ListScreen } from '@/components/list-screen/list-screen';
import { RowAction } from '@/components/ui/row-action';
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
  const remove = useDeleteAudience();
  const modal = useRowModal<'edit', AudienceView>();

  return (
    <ListScreen
      texts={T}
      onNew={() => modal.open('edit', null)}
      source={audiences}
      rows={audiences.data}
      columns={AUDIENCE_COLUMNS}
      // Ranges are figures, but read left to right as "min – max": left-aligned.
      headColumns={AUDIENCE_COLUMNS.map(({ key, label }) => ({ key, label }))}
      csv={{ filename: 'publicos.csv', download: exportAudiences }}
      table={{ minWidth: 720, label: T.tableLabel, look: 'striped' }}
      name={(audience) => audience.name}
      cells={(audience) => (
        <>
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
        </>
      )}
      actions={{
        render: (audience, edit) => (
          <>
            <RowAction
              label={T.actions.exportCsv(audience.name)}
              color="green"
              onClick={() => void exportAudience(audience)}
            >
              <IconFileDownload size={18} aria-hidden />
            </RowAction>
            {edit(() => modal.open('edit', audience))}
          </>
        ),
        onRemove: (audience) => remove.mutate(audience.id),
      }}
    >
      <AudienceModal opened={modal.kind === 'edit'} audience={modal.row} onClose={modal.close} />
    </ListScreen>
  );
}
