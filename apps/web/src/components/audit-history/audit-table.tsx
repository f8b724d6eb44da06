import { Stack, Table, Text } from '@mantine/core';
import { actionLabel, fieldLabel } from '@panel/domain/audit/audit-labels';
import { actorLabel, entityLabel } from '@panel/domain/audit/audit-names';
import type { AuditRowView } from '@panel/domain/audit/audit-rules';
import { formatDayTime } from '@panel/domain/dates';
import { AUDIT_HISTORY_TEXTS as T } from './texts';

/** Each changed field on its own line, in Spanish: 'Estado: Pendiente → Aprobado'. */
function Changes({ row }: { row: AuditRowView }) {
  if (row.changes.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {T.noChanges}
      </Text>
    );
  return (
    <Stack gap={2}>
      {row.changes.map((change) => (
        <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {fieldLabel(change.field)}:
          </Text>{' '}
          {change.before} → {change.after}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The audit rows (docs/features/audit.md): when, who, where, what and the change before → after.
 * `withRecord` off in a record's own history, where the record is the modal's title.
 */
export function AuditTable({
  rows,
  withRecord = true,
}: {
  rows: readonly AuditRowView[];
  withRecord?: boolean;
}) {
  return (
    <Table.ScrollContainer
      minWidth={withRecord ? 760 : 480}
      // Scrolled sideways on a narrow screen: the keyboard reaches it too.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': T.scrollLabel } }}
    >
      <Table striped withTableBorder fz="sm" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.columns.at}</Table.Th>
            <Table.Th>{T.columns.user}</Table.Th>
            {withRecord && <Table.Th>{T.columns.island}</Table.Th>}
            <Table.Th>{T.columns.action}</Table.Th>
            {withRecord && <Table.Th>{T.columns.record}</Table.Th>}
            <Table.Th>{T.columns.changes}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="audit-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayTime(new Date(row.at))}</Table.Td>
              <Table.Td>{actorLabel(row.actor, row.username)}</Table.Td>
              {withRecord && <Table.Td>{row.islandName ?? '—'}</Table.Td>}
              <Table.Td>{actionLabel(row.action)}</Table.Td>
              {withRecord && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {entityLabel(row.entity)}
                  {row.entityId === null ? '' : ` #${row.entityId}`}
                </Table.Td>
              )}
              <Table.Td>
                <Changes row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
