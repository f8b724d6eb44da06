import { Table, Text } from '@mantine/core';
import type { MovementView } from '@panel/domain/players/player-view';
import { formatDayTime } from '@panel/domain/dates';
import { currencyName, isDebit, MOVEMENT_LABELS } from '@panel/domain/ledger/movements';
import { formatPesos } from '@panel/domain/money';
import type { HistorySortKey } from '@panel/domain/players/history-list';
import type { SortDirection } from '@panel/domain/lists/list-query';
import { busyBodyStyle } from '@/components/ui/list-table';
import { SortableTh } from '@/components/ui/sortable-th';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { PLAYERS_TEXTS } from '../texts';

const C = PLAYERS_TEXTS.movements.columns;

interface MovementsTableProps {
  movements: MovementView[];
  /** Shown in a row when there are no movements; the history modal shows none (docs/features/players.md). */
  emptyText?: string;
  /** The table's accessible name. */
  label: string;
  /** The history's first load and failure (docs/features/lists.md). */
  pending?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The rows are the last answer while the next page or order loads (see ListTable's `busy`). */
  busy?: boolean;
  /** The history sorts by date and total (docs/features/lists.md); the last movements do not. */
  sorting?: {
    sort: HistorySortKey | undefined;
    dir: SortDirection;
    toggleSort: (key: HistorySortKey) => void;
  };
}

type Sorting = NonNullable<MovementsTableProps['sorting']>;

/** A header cell that sorts its column when the table sorts, a plain one otherwise. */
function HeadCell({
  column,
  label,
  sorting,
  ta,
}: {
  column: HistorySortKey;
  label: string;
  sorting: Sorting | undefined;
  ta?: 'right';
}) {
  if (!sorting) return <Table.Th ta={ta}>{label}</Table.Th>;
  return (
    <SortableTh
      column={column}
      label={label}
      sort={sorting.sort}
      dir={sorting.dir}
      onSort={sorting.toggleSort}
      ta={ta}
    />
  );
}

/** Fund movements as docs/features/players.md lists them: date, type, total, before, after, brand, game, currency. */
export function MovementsTable({
  movements,
  emptyText,
  label,
  pending = false,
  error = false,
  onRetry,
  busy,
  sorting,
}: MovementsTableProps) {
  return (
    // Focusable, so a narrow screen's keyboard can scroll it sideways (axe: scrollable-region-focusable).
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        fz="sm"
        aria-label={label}
        aria-busy={busy || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            <HeadCell column="date" label={C.date} sorting={sorting} />
            <Table.Th>{C.type}</Table.Th>
            <HeadCell column="amount" label={C.total} sorting={sorting} ta="right" />
            <Table.Th ta="right">{C.before}</Table.Th>
            <Table.Th ta="right">{C.after}</Table.Th>
            <Table.Th>{C.brand}</Table.Th>
            <Table.Th>{C.game}</Table.Th>
            <Table.Th>{C.currency}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={busyBodyStyle(busy)}>
          <TableStateRows
            columns={8}
            pending={pending}
            error={error}
            empty={false}
            emptyText=""
            onRetry={() => onRetry?.()}
          />
          {movements.length === 0 && emptyText && (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text c="dimmed" ta="center" py="sm" size="sm">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {movements.map((m) => (
            <Table.Tr key={m.externalTransactionId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayTime(new Date(m.insDate))}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{MOVEMENT_LABELS[m.transactionType]}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text span size="sm" fw={600} c={isDebit(m.transactionType) ? 'red.9' : 'green.9'}>
                  {isDebit(m.transactionType) ? '-' : '+'}
                  {formatPesos(m.amount)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(m.balanceBefore)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(m.balanceAfter)}
              </Table.Td>
              <Table.Td>{m.brand ?? '-'}</Table.Td>
              <Table.Td>{m.game ?? '-'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{currencyName(m.currencyCode)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
