import { Group, Stack, Table } from '@mantine/core';
import { IconPhoneCheck } from '@tabler/icons-react';
import {
  IGNORED_NUMBER_COLUMNS,
  IGNORED_NUMBER_SORT_KEYS,
} from '@panel/domain/ignored-numbers/ignored-number-list';
import type { IgnoredNumber } from '@panel/domain/ignored-numbers/ignored-number-rules';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { ListTable } from '@/components/ui/list-table';
import { RowAction } from '@/components/ui/row-action';
import { SortableHeads } from '@/components/ui/sortable-th';
import { TableStateRows } from '@/components/ui/table-state-rows';
import tableRows from '@/components/ui/table-rows.module.css';
import { useClientList } from '@/lib/use-list-state';
import { exportIgnored, useIgnored } from '../api/ignored-numbers';
import { IGNORED_NUMBERS_TEXTS as T } from '../texts';

const COLUMNS = 2;

interface IgnoredNumbersListProps {
  busy: boolean;
  onUnblock: (item: IgnoredNumber) => void;
}

/**
 * The island's ignored numbers as a list (docs/features/lists.md): a few dozen, sorted, searched and
 * paged in the browser, state in the URL, 'Habilitar' at hand on each row.
 */
export function IgnoredNumbersList({ busy, onUnblock }: IgnoredNumbersListProps) {
  const ignored = useIgnored();
  const { list, shown } = useClientList(
    IGNORED_NUMBER_SORT_KEYS,
    IGNORED_NUMBER_COLUMNS,
    ignored.data?.items,
  );
  return (
    <Stack gap="sm">
      <ListToolbar
        list={list}
        searchLabel={T.list.search}
        total={ignored.data ? shown.total : undefined}
        onExport={() => exportIgnored(list.query)}
        exportName="numeros-ignorados.csv"
      />
      <ListTable
        minWidth={320}
        className={tableRows.table}
        head={
          <>
            <SortableHeads columns={IGNORED_NUMBER_COLUMNS} list={list} />
            <Table.Th ta="right" className={tableRows.actions}>
              {T.list.actions}
            </Table.Th>
          </>
        }
      >
        <TableStateRows
          columns={COLUMNS}
          pending={ignored.isPending}
          error={ignored.isError && !ignored.data}
          empty={ignored.data !== undefined && shown.total === 0}
          emptyText={ignored.data?.items.length === 0 ? T.list.empty : T.list.noMatch}
          onRetry={() => void ignored.refetch()}
        />
        {shown.rows.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td ff="monospace">{item.phone}</Table.Td>
            <Table.Td className={tableRows.actions}>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <RowAction
                  color="blue"
                  label={T.list.unblock(item.phone)}
                  disabled={busy}
                  onClick={() => onUnblock(item)}
                >
                  <IconPhoneCheck size={18} aria-hidden />
                </RowAction>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListPager {...shown} list={list} />
    </Stack>
  );
}
