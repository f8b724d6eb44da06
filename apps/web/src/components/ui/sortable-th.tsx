import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ListColumn } from '@panel/domain/lists/list-columns';
import type { SortDirection } from '@panel/domain/lists/list-query';
import { UI_TEXTS } from '@/components/texts';

interface SortableThProps<K extends string> {
  column: K;
  label: string;
  /** The list's current sort (from useListState). */
  sort: K | undefined;
  dir: SortDirection;
  onSort: (column: K) => void;
  ta?: 'left' | 'right';
}

/** A header cell that sorts its column: a click ascending, the next descending; aria-sort says which. */
export function SortableTh<K extends string>({ column, label, sort, dir, onSort, ta }: SortableThProps<K>) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : dir === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} ta={ta}>
      <UnstyledButton
        onClick={() => onSort(column)}
        title={UI_TEXTS.sortBy(label)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex' }}
      >
        <Group gap={4} wrap="nowrap" justify={ta === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} aria-hidden opacity={active ? 1 : 0.5} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface SortableHeadsProps<K extends string> {
  /** The columns shown, in order; their labels are the CSV's headers too. */
  columns: readonly Pick<ListColumn<never, K>, 'key' | 'label' | 'numeric'>[];
  list: { sort: K | undefined; dir: SortDirection; toggleSort: (column: K) => void };
}

/** The sortable header cells of a list's columns. */
export function SortableHeads<K extends string>({ columns, list }: SortableHeadsProps<K>) {
  return columns.map((column) => (
    <SortableTh
      key={column.key}
      column={column.key}
      label={column.label}
      sort={list.sort}
      dir={list.dir}
      onSort={list.toggleSort}
      ta={column.numeric ? 'right' : undefined}
    />
  ));
}
