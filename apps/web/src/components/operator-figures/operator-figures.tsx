import { Group, Stack, Table, Text } from '@mantine/core';
import { SHIFTS } from '@panel/domain/dashboard/dashboard-stats';
import { actorLabel } from '@panel/domain/audit/audit-names';
import { QueryFallback } from '@/components/ui/query-fallback';
import { useOperatorFigures } from './operator-figures-api';
import { OPERATOR_FIGURES_TEXTS as T } from './texts';

const numberFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const minutes = (value: number) => T.minutes(numberFormat.format(value));

/**
 * Per operator and shift: decisions, approvals, rejections, deferrals and the p50 and p90 minutes from
 * upload to decision; above them, how many receipts wait and the oldest (docs/features/dashboard.md
 * 'Operator figures'). Used by the Operadores card and the Supervisión screen.
 */
export function OperatorFigures({ start, end }: { start: string; end: string }) {
  const query = useOperatorFigures(start, end);
  if (query.isPending || query.isError) return <QueryFallback query={query} texts={T} py="sm" />;
  const { rows, pending, oldestPending } = query.data;
  return (
    <Stack gap="sm" data-testid="operator-figures">
      <Group gap="xl">
        <Text size="sm">
          <Text span fw={600} size="sm">
            {T.pending}:
          </Text>{' '}
          {pending}
        </Text>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {T.oldest}:
          </Text>{' '}
          {oldestPending
            ? T.oldestValue(oldestPending.id, numberFormat.format(oldestPending.waitingMinutes))
            : T.none}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {T.empty}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          // Scrolled sideways on a narrow screen: the keyboard reaches it too.
          scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': T.scrollLabel } }}
        >
          <Table striped withTableBorder fz="sm" aria-label={T.figuresTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columns.operator}</Table.Th>
                <Table.Th>{T.columns.shift}</Table.Th>
                <Table.Th ta="right">{T.columns.decisions}</Table.Th>
                <Table.Th ta="right">{T.columns.approvals}</Table.Th>
                <Table.Th ta="right">{T.columns.rejections}</Table.Th>
                <Table.Th ta="right">{T.columns.deferrals}</Table.Th>
                <Table.Th ta="right">{T.columns.p50}</Table.Th>
                <Table.Th ta="right">{T.columns.p90}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.actor ?? 'user'}-${row.userId}-${row.shift}`}>
                  {/* The system and deleted users apart from people (docs/features/dashboard.md). */}
                  <Table.Td>{actorLabel(row.actor, row.username)}</Table.Td>
                  <Table.Td>{SHIFTS[row.shift]?.label}</Table.Td>
                  <Table.Td ta="right">{row.decisions}</Table.Td>
                  <Table.Td ta="right">{row.approvals}</Table.Td>
                  <Table.Td ta="right">{row.rejections}</Table.Td>
                  <Table.Td ta="right">{row.deferrals}</Table.Td>
                  <Table.Td ta="right">{minutes(row.p50Minutes)}</Table.Td>
                  <Table.Td ta="right">{minutes(row.p90Minutes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
