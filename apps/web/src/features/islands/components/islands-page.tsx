import { useState, type ComponentType } from 'react';
import { Badge, Group, Stack, Table } from '@mantine/core';
import { IconAdjustments, IconDeviceGamepad2, IconKey, IconMessages } from '@tabler/icons-react';
import { canEnter } from '@panel/domain/roles';
import type { IslandView } from '@panel/domain/islands/island-view';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { ListTable } from '@/components/ui/list-table';
import { EditRowAction, RemoveRowAction, RowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { confirmThen } from '@/lib/confirm-dialog';
import { useSession } from '@/lib/session';
import { useRowModal } from '@/lib/use-row-modal';
import { useDeleteIsland } from '../api/delete-island';
import { ISLAND_COLUMNS, ISLAND_SORT_KEYS } from '@panel/domain/islands/island-list';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { SortableHeads } from '@/components/ui/sortable-th';
import { useClientList } from '@/lib/use-list-state';
import { exportIslands, useIslands } from '../api/get-islands';
import { useRotateIslandKey, type IslandKeyKind } from '../api/rotate-island-key';
import { ISLANDS_TEXTS as T } from '../texts';
import { FlowsModal } from './flows-modal';
import { IslandTotpAction } from './island-totp-action';
import { IslandKeyModal } from './island-key-modal';
import { IslandModal } from './island-modal';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';

const COLUMNS = 4;

const SHOWN_COLUMNS = ISLAND_COLUMNS.filter((column) => column.key !== 'status');
/**
 * What other features add through the app: a row action (the evidence settings,
 * docs/features/evidence.md) and a block in the island modal (four eyes, docs/features/queue.md).
 */
export interface IslandsPageSlots {
  ExtraAction?: ComponentType<{ island: IslandView }>;
  ModalBlock?: ComponentType<{ islandId: number }>;
}

/** Islas (/config/Islands, docs/features/islands.md): name, URL and prefix, with their row actions. */
export function IslandsPage({ ExtraAction, ModalBlock }: IslandsPageSlots = {}) {
  const session = useSession();
  const islands = useIslands();
  // A handful of islands: sorted, searched and paged in the browser (docs/features/lists.md).
  const { list, shown: listed } = useClientList(ISLAND_SORT_KEYS, ISLAND_COLUMNS, islands.data);
  const remove = useDeleteIsland();
  const rotate = useRotateIslandKey();
  // The row is the island's id: the modals read the island from the list (see `current`).
  const modal = useRowModal<'island' | 'flows', number>();
  const [shown, setShown] = useState<{ kind: IslandKeyKind; key: string | null }>({
    kind: 'intake',
    key: null,
  });
  const showMessagesLink = session ? canEnter('iresponses', session.rol) : false;

  // Read from the list each time, so the flows modal shows each switch as the server saved it.
  const current = islands.data?.find((island) => island.id === modal.row) ?? null;

  const confirmRotate = (kind: IslandKeyKind, island: IslandView) =>
    confirmThen(T.keys[kind].confirm(island.name), () =>
      rotate.mutate({ kind, id: island.id }, { onSuccess: ({ key }) => setShown({ kind, key }) }),
    );

  return (
    <Stack gap="md">
      <ListPageHeader
        title={T.title}
        newLabel={T.newIsland}
        onNew={() => modal.open('island', null)}
        onReload={() => void islands.refetch()}
        reloading={islands.isFetching}
      />

      <ListToolbar
        list={list}
        searchLabel={T.search}
        total={islands.data ? listed.total : undefined}
        onExport={() => exportIslands(list.query)}
        exportName="islas.csv"
      />
      <ListTable
        minWidth={640}
        striped
        head={
          <>
            <SortableHeads columns={SHOWN_COLUMNS} list={list} />
            <Table.Th ta="right">{T.columns.actions}</Table.Th>
          </>
        }
      >
        <TableStateRows
          columns={COLUMNS}
          pending={islands.isPending}
          error={islands.isError}
          empty={islands.data !== undefined && listed.total === 0}
          emptyText={islands.data?.length === 0 ? T.empty : T.noMatch}
          onRetry={() => void islands.refetch()}
        />
        {listed.rows.map((island) => (
          <Table.Tr key={island.id}>
            <Table.Td fw={600}>
              <Group gap="xs" wrap="nowrap">
                {island.name}
                {!island.active && (
                  <Badge color="gray" variant="light" tt="none">
                    {T.inactive}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{island.url}</Table.Td>
            <Table.Td>{island.prefix}</Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <AuditHistoryButton entity="island" id={island.id} row />
                <EditRowAction
                  label={T.actions.edit(island.name)}
                  onClick={() => modal.open('island', island.id)}
                />
                <RowAction
                  label={T.actions.flows(island.name)}
                  color="teal"
                  onClick={() => modal.open('flows', island.id)}
                >
                  <IconAdjustments size={18} aria-hidden />
                </RowAction>
                {ExtraAction ? <ExtraAction island={island} /> : null}
                <IslandTotpAction island={island} />
                {showMessagesLink && (
                  <RowAction
                    label={T.actions.messages(island.name)}
                    color="grape"
                    to={`/config/islands/${island.id}/iresponses`}
                  >
                    <IconMessages size={18} aria-hidden />
                  </RowAction>
                )}
                <RowAction
                  label={T.actions.intakeKey(island.name)}
                  color="yellow"
                  onClick={() => void confirmRotate('intake', island)}
                >
                  <IconKey size={18} aria-hidden />
                </RowAction>
                <RowAction
                  label={T.actions.platformKey(island.name)}
                  color="orange"
                  onClick={() => void confirmRotate('platform', island)}
                >
                  <IconDeviceGamepad2 size={18} aria-hidden />
                </RowAction>
                <RemoveRowAction
                  label={T.actions.remove(island.name)}
                  onClick={() => void confirmThen(T.confirmDelete, () => remove.mutate(island.id))}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListPager {...listed} list={list} />

      <IslandModal
        opened={modal.kind === 'island'}
        island={current}
        onClose={modal.close}
        ExtraBlock={ModalBlock}
      />
      <FlowsModal opened={modal.kind === 'flows'} island={current} onClose={modal.close} />
      <IslandKeyModal
        kind={shown.kind}
        shownKey={shown.key}
        onClose={() => setShown(({ kind }) => ({ kind, key: null }))}
      />
    </Stack>
  );
}
