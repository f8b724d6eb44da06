import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { ListColumn } from '@panel/domain/lists/list-columns';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { useClientList } from '@/lib/use-list-state';
import { ListPageHeader } from './list-page-header';
import { ListTable } from './list-table';
import { ListPager, ListToolbar } from './list-toolbar';
import { SortableHeads } from './sortable-th';
import { TableStateRows } from './table-state-rows';
import tableRows from './table-rows.module.css';

interface ClientListProps<Row, K extends string> {
  /** The screen's title, create and reload buttons; none for a list inside a screen. */
  header?: { title: string; newLabel?: string; onNew?: () => void; disabled?: boolean };
  /** The list's call, as the query hook answers it. */
  source: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** Every row the call answered; undefined until it has. */
  rows: readonly Row[] | undefined;
  /** The error row shows; by default when the call failed with no rows to show. */
  error?: boolean;
  /** What sorting, searching and the CSV read (docs/features/lists.md); their keys are the sorts. */
  columns: readonly ListColumn<Row, K>[];
  /** The sortable header cells, when they are not every one of `columns`. */
  headColumns?: readonly Pick<ListColumn<never, K>, 'key' | 'label' | 'numeric'>[];
  /** The search box's label, the Acciones header (no such column without it), and the empty rows' texts. */
  texts: { search: string; actions?: string; empty: string; noMatch: string };
  /** The CSV of what the list shows: its file name and the call that signs its link. */
  csv: { filename: string; download: (query: ListQuery<K>) => Promise<string> };
  table: {
    minWidth: number;
    label?: string;
    /**
     * 'wide': cells never wrap and the actions stay in view on a phone (`RowActions sticky`);
     * 'striped': striped rows whose cells wrap.
     */
    look: 'wide' | 'striped';
  };
  children: (row: Row) => ReactNode;
}

/**
 * A list screen's block for a small list sorted, searched and paged in the browser
 * (docs/features/lists.md): header, search and export, the table with its loading, error and empty
 * rows, and the pager. The sort, search and page live in the URL.
 */
export function ClientList<Row, K extends string>({
  header,
  source,
  rows,
  error = source.isError && rows === undefined,
  columns,
  headColumns = columns,
  texts,
  csv,
  table,
  children,
}: ClientListProps<Row, K>) {
  const { list, shown } = useClientList(
    columns.map((column) => column.key),
    columns,
    rows,
  );
  const wide = table.look === 'wide';
  return (
    <>
      {header ? (
        <ListPageHeader {...header} onReload={() => void source.refetch()} reloading={source.isFetching} />
      ) : null}
      <ListToolbar
        list={list}
        searchLabel={texts.search}
        total={rows ? shown.total : undefined}
        onExport={() => csv.download(list.query)}
        exportName={csv.filename}
      />
      <ListTable
        minWidth={table.minWidth}
        striped={!wide || undefined}
        className={wide ? tableRows.table : undefined}
        label={table.label}
        head={
          <>
            <SortableHeads columns={headColumns} list={list} />
            {texts.actions ? (
              <Table.Th ta="right" className={wide ? tableRows.actions : undefined}>
                {texts.actions}
              </Table.Th>
            ) : null}
          </>
        }
      >
        <TableStateRows
          columns={headColumns.length + (texts.actions ? 1 : 0)}
          pending={source.isPending}
          error={error}
          empty={rows !== undefined && shown.total === 0}
          emptyText={rows?.length === 0 ? texts.empty : texts.noMatch}
          onRetry={() => void source.refetch()}
        />
        {shown.rows.map(children)}
      </ListTable>
      <ListPager {...shown} list={list} />
    </>
  );
}
