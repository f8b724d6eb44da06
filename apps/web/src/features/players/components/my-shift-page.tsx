import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { businessDay, isDay, pickedToWire, type Day } from '@panel/domain/date-range';
import { formatDayTime } from '@panel/domain/dates';
import { LIST_PAGE_SIZE } from '@panel/domain/lists/list-query';
import { formatPesos } from '@panel/domain/money';
import { MY_SHIFT_KIND_LABELS } from '@panel/domain/players/my-shift';
import { ExportButton, ListPager } from '@/components/ui/list-toolbar';
import { QueryListTable } from '@/components/ui/query-list-table';
import { useUrlParams } from '@/lib/use-url-params';
import { exportMyShift, useMyShift } from '../api/get-my-shift';
import { PLAYERS_TEXTS } from '../texts';
import { CashierSubpageHeader } from './cashier-subpage-header';

const T = PLAYERS_TEXTS.myShift;
const COLUMNS = 4;

/** The picked days (both included) and the page, kept in the URL: `?from=&to=&page=`; today by default. */
function useShiftRange() {
  const { params, update } = useUrlParams();
  const today = businessDay(new Date());
  const read = (name: string) => {
    const value = params.get(name);
    return value && isDay(value) ? value : null;
  };
  const from = read('from') ?? today;
  const to = read('to') ?? from;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    from,
    to: to < from ? from : to,
    page,
    setRange: (first: Day, last: Day) => update({ from: first, to: last, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
  };
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" ff="monospace">
        {value}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * Mi turno (/config/cashiers/turno, docs/features/players.md): the signed-in cashier's own loads and
 * withdrawals for the picked days, their totals and the CSV, for the cash count at the end of a shift.
 */
export function MyShiftPage() {
  const range = useShiftRange();
  const [start, end] = pickedToWire(range.from, range.to);
  const shift = useMyShift({ start, end, page: range.page });
  const totals = shift.data?.totals;
  // A payer's paid requests left the island's bank account, not the drawer: apart from the net.
  const paidRequests = totals && totals.payouts.count > 0 ? totals.payouts : null;
  const totalPages = Math.max(1, Math.ceil((shift.data?.total ?? 0) / LIST_PAGE_SIZE));

  return (
    <Stack gap="md">
      <CashierSubpageHeader title={T.title} back={T.back} hint={T.hint} />
      <Group wrap="wrap" gap="sm" align="flex-end" justify="space-between">
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <DatePickerInput
            type="range"
            label={T.range}
            value={[range.from, range.to]}
            onChange={([first, last]) => {
              if (first) range.setRange(first, last ?? first);
            }}
            allowSingleDateInRange
            valueFormat="DD/MM/YYYY"
            miw={230}
          />
        </DatesProvider>
        <ExportButton onExport={() => exportMyShift(start, end)} filename={`mi-turno-${range.from}.csv`} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: paidRequests ? 4 : 3 }} spacing="md">
        <Figure
          label={T.loads}
          value={totals ? formatPesos(totals.loads.amount) : '—'}
          detail={totals ? T.count(totals.loads.count) : undefined}
        />
        <Figure
          label={T.withdrawals}
          value={totals ? formatPesos(totals.withdrawals.amount) : '—'}
          detail={totals ? T.count(totals.withdrawals.count) : undefined}
        />
        <Figure label={T.net} value={totals ? formatPesos(totals.net) : '—'} />
        {paidRequests ? (
          <Figure
            label={T.payouts}
            value={formatPesos(paidRequests.amount)}
            detail={T.count(paidRequests.count)}
          />
        ) : null}
      </SimpleGrid>
      <QueryListTable
        minWidth={340}
        striped
        head={
          <>
            <Table.Th>{T.columns.at}</Table.Th>
            <Table.Th>{T.columns.kind}</Table.Th>
            <Table.Th>{T.columns.username}</Table.Th>
            <Table.Th ta="right">{T.columns.amount}</Table.Th>
          </>
        }
        query={shift}
        rows={shift.data?.items}
        columns={COLUMNS}
        emptyText={T.empty}
      >
        {(movement) => (
          <Table.Tr key={movement.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayTime(new Date(movement.at))}</Table.Td>
            <Table.Td>{MY_SHIFT_KIND_LABELS[movement.kind]}</Table.Td>
            <Table.Td>{movement.panelUsername}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatPesos(movement.amount)}
            </Table.Td>
          </Table.Tr>
        )}
      </QueryListTable>
      <ListPager page={range.page} totalPages={totalPages} list={range} />
    </Stack>
  );
}
