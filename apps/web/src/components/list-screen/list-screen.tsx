import type { ComponentProps, ReactNode } from 'react';
import { Stack, Table } from '@mantine/core';
import type { AuditEntity } from '@panel/domain/audit/audit-names';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';
import { ClientList } from '@/components/ui/client-list';
import { EditRowAction, RemoveRowAction, RowActions } from '@/components/ui/row-action';
import tableRows from '@/components/ui/table-rows.module.css';
import { LIST_SCREEN_TEXTS } from './texts';

/** The texts every list screen's catalogue names the same way (e.g. banks/texts.ts). */
export interface ListScreenTexts {
  title: string;
  /** The create button's label ('Nuevo', 'Nueva'). */
  newLabel: string;
  search: string;
  empty: string;
  noMatch: string;
  confirmDelete: string;
  /** A screen's own wording of the row's edit and delete, e.g. 'Editar a …' for a person. */
  rowActions?: { edit: (name: string) => string; remove: (name: string) => string };
}

interface RowActionsSpec<Row> {
  /** The row's audit history, first in the cell. */
  audit?: { entity: AuditEntity; disabled?: boolean };
  /** Space between the icons; rows with many actions use less. */
  gap?: number;
  /** The screen's own actions, between the history and the delete; `edit` draws the row's edit. */
  render: (row: Row, edit: (onClick: () => void) => ReactNode) => ReactNode;
  /** The delete action, last in the cell; none without it. */
  onRemove?: (row: Row) => void;
}

type ClientListProps<Row, K extends string> = ComponentProps<typeof ClientList<Row, K>>;

interface ListScreenProps<Row extends { id: number }, K extends string> extends Pick<
  ClientListProps<Row, K>,
  'source' | 'rows' | 'error' | 'columns' | 'headColumns' | 'csv' | 'table'
> {
  texts: ListScreenTexts;
  /** Opens the create form; no create button without it. */
  onNew?: () => void;
  /** A change is being saved: the header's buttons and the delete wait. */
  busy?: boolean;
  /** How the row is named in its edit and delete labels. */
  name: (row: Row) => string;
  /** Inactive rows are highlighted. */
  inactive?: (row: Row) => boolean;
  /** The row's cells before Acciones. */
  cells: (row: Row) => ReactNode;
  /** The Acciones column; none without it. */
  actions?: RowActionsSpec<Row>;
  /** The screen's modals. */
  children?: ReactNode;
}

/**
 * A list screen (Bancos, Cuentas, Bots, Islas, Usuarios, Público; docs/features/lists.md): the
 * ClientList with its header, rows whose Acciones cell opens with the audit history and ends with the
 * delete, then the screen's modals.
 */
export function ListScreen<Row extends { id: number }, K extends string>({
  texts,
  onNew,
  busy,
  name,
  inactive,
  cells,
  actions,
  children,
  ...list
}: ListScreenProps<Row, K>) {
  const { edit: editLabel, remove: removeLabel } = texts.rowActions ?? LIST_SCREEN_TEXTS;
  return (
    <Stack gap="md">
      <ClientList
        {...list}
        header={{ title: texts.title, newLabel: texts.newLabel, onNew, disabled: busy }}
        texts={{
          search: texts.search,
          actions: actions ? LIST_SCREEN_TEXTS.actions : undefined,
          empty: texts.empty,
          noMatch: texts.noMatch,
        }}
      >
        {(row) => {
          const off = inactive?.(row) === true;
          return (
            <Table.Tr
              key={row.id}
              className={off ? tableRows.inactive : undefined}
              data-inactive={off || undefined}
            >
              {cells(row)}
              {actions ? (
                <RowActions sticky={list.table.look === 'wide'} gap={actions.gap}>
                  {actions.audit ? (
                    <AuditHistoryButton
                      entity={actions.audit.entity}
                      id={row.id}
                      row
                      disabled={actions.audit.disabled}
                    />
                  ) : null}
                  {actions.render(row, (onClick) => (
                    <EditRowAction label={editLabel(name(row))} disabled={busy} onClick={onClick} />
                  ))}
                  {actions.onRemove ? (
                    <RemoveRowAction
                      label={removeLabel(name(row))}
                      disabled={busy}
                      confirm={texts.confirmDelete}
                      onRemove={() => actions.onRemove?.(row)}
                    />
                  ) : null}
                </RowActions>
              ) : null}
            </Table.Tr>
          );
        }}
      </ClientList>
      {children}
    </Stack>
  );
}
