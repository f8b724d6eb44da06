import { useState } from 'react';
import { Button, Chip, Group, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCashBanknote } from '@tabler/icons-react';
import { LIST_PAGE_SIZE } from '@panel/domain/lists/list-query';
import { SCREENS } from '@panel/domain/roles';
import {
  WITHDRAWAL_SORT_KEYS,
  WITHDRAWAL_COLUMNS,
  type WithdrawalSortKey,
} from '@panel/domain/withdrawals/withdrawal-list';
import { WITHDRAWAL_STATES, WITHDRAWAL_STATE_LABELS } from '@panel/domain/withdrawals/withdrawal-rules';
import { ScreenHeader } from '@/components/ui/screen-header';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { SortableHeads } from '@/components/ui/sortable-th';
import { QueryListTable } from '@/components/ui/query-list-table';
import tableRows from '@/components/ui/table-rows.module.css';
import { useListState } from '@/lib/use-list-state';
import { useUrlParams } from '@/lib/use-url-params';
import { useSession } from '@/lib/session';
import { exportWithdrawals, useWithdrawals, type WithdrawalListFilter } from '../api/withdrawals';
import { WITHDRAWALS_TEXTS } from '../texts';
import { FileWithdrawalModal } from './file-withdrawal-modal';
import { WithdrawalRow } from './withdrawal-row';

const T = WITHDRAWALS_TEXTS.list;
const STATE_PARAM = 'estado';

const label = (key: string) => WITHDRAWAL_COLUMNS.find((c) => c.key === key)!.label;
/** The columns the server sorts by, in the table's order around the ones it does not. */
const WHO: { key: WithdrawalSortKey; label: string; numeric?: boolean }[] = [
  { key: 'username', label: label('username') },
  { key: 'amount', label: label('amount'), numeric: true },
];
const WHEN: { key: WithdrawalSortKey; label: string }[] = [{ key: 'createdAt', label: label('createdAt') }];
const COLUMNS = 7;

/** The state filter, kept in the URL beside the list's sort, search and page. */
function useStateFilter() {
  const { params, update } = useUrlParams();
  const value = WITHDRAWAL_STATES.find((state) => state === params.get(STATE_PARAM));
  return {
    value,
    set: (state: string) => update({ [STATE_PARAM]: state === 'all' ? null : state, page: null }),
  };
}

/**
 * Retiros (/retiros, docs/features/withdrawals.md): the island's requests, newest first, filtered by
 * state, searched and sorted by the server; each row's steps for the caller's role, in an Acciones
 * column that stays in view while the row scrolls.
 */
export function WithdrawalsPage() {
  const session = useSession();
  const rol = session?.rol ?? 5;
  const list = useListState(WITHDRAWAL_SORT_KEYS);
  const state = useStateFilter();
  const [q] = useDebouncedValue(list.query.q, 250);
  const query: WithdrawalListFilter = {
    ...list.query,
    ...(q ? { q } : { q: undefined }),
    ...(state.value ? { state: state.value } : {}),
  };
  const withdrawals = useWithdrawals(query, list.page);
  const [filing, setFiling] = useState(false);
  const data = withdrawals.data;
  const totalPages = Math.max(1, Math.ceil((data?.total ?? 0) / LIST_PAGE_SIZE));
  const files = SCREENS.cashiers.roles.includes(rol);

  return (
    <Stack gap="md">
      <ScreenHeader title={T.title} hint={T.hint}>
        {files ? (
          <Button leftSection={<IconCashBanknote size={18} aria-hidden />} onClick={() => setFiling(true)}>
            {T.newRequest}
          </Button>
        ) : null}
      </ScreenHeader>
      <Chip.Group value={state.value ?? 'all'} onChange={(value) => state.set(value as string)}>
        <Group gap="xs" role="group" aria-label={T.stateFilter}>
          {[...WITHDRAWAL_STATES, 'all' as const].map((value) => (
            <Chip key={value} value={value} variant="outline">
              {value === 'all' ? T.allStates : WITHDRAWAL_STATE_LABELS[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListToolbar
        list={list}
        searchLabel={T.search}
        total={data?.total}
        onExport={() => exportWithdrawals(query)}
        exportName="retiros.csv"
      />
      <QueryListTable
        minWidth={980}
        striped
        label={T.tableLabel}
        head={
          <>
            {/* Player and amount first: on a phone they are what shows beside the sticky actions. */}
            <SortableHeads columns={WHO} list={list} />
            <Table.Th>{T.columns.state}</Table.Th>
            <Table.Th>{T.columns.destination}</Table.Th>
            <SortableHeads columns={WHEN} list={list} />
            <Table.Th>{T.columns.people}</Table.Th>
            <Table.Th className={tableRows.actions}>{T.columns.actions}</Table.Th>
          </>
        }
        query={withdrawals}
        rows={data?.items}
        columns={COLUMNS}
        emptyText={list.query.q ? T.nothingMatches : T.empty}
      >
        {(item) => <WithdrawalRow key={item.id} item={item} rol={rol} />}
      </QueryListTable>
      <ListPager page={data?.page ?? list.page} totalPages={totalPages} list={list} />
      {filing ? <FileWithdrawalModal onClose={() => setFiling(false)} /> : null}
    </Stack>
  );
}
