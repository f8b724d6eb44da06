import type { ComponentProps, ReactNode } from 'react';
import { ListTable } from './list-table';
import { TableStateRows } from './table-state-rows';

interface QueryListTableProps<Row> extends Omit<ComponentProps<typeof ListTable>, 'busy' | 'children'> {
  /** The list's call, as the query hook answers it. */
  query: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    data: unknown;
    refetch: () => unknown;
  };
  /** The rows the call answered; undefined until it has. */
  rows: readonly Row[] | undefined;
  /** How many columns the loading, error and empty rows span. */
  columns: number;
  emptyText: string;
  /** A row's table row, with its key. */
  children: (row: Row) => ReactNode;
}

/**
 * The table of a list one query answers page by page (docs/features/lists.md): dimmed while the next
 * answer is on its way, placeholders on the first load, the error with a retry when the call failed
 * with nothing to show, the empty text when it answered no rows, else a table row per row.
 */
export function QueryListTable<Row>({
  query,
  rows,
  columns,
  emptyText,
  children,
  ...table
}: QueryListTableProps<Row>) {
  return (
    <ListTable {...table} busy={query.isPlaceholderData}>
      <TableStateRows
        columns={columns}
        pending={query.isPending}
        error={query.isError && !query.data}
        empty={rows?.length === 0}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      />
      {rows?.map((row) => children(row))}
    </ListTable>
  );
}
