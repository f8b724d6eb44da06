import { useState, type ComponentType } from 'react';
import { Badge, Group, Stack, Table } from '@mantine/core';
import { IconAdjustments, IconDeviceGamepad2, IconKey, IconMessages } from '@tabler/icons-react';
import { canEnter } from '@panel/domain/roles';
import type { IslandView } from '@panel/domain/islands/island-view';
import { ClientList } from '@/components/ui/client-list';
import { EditRowAction, RemoveRowAction, RowAction, RowActions } from '@/components/ui/row-action';
import { confirmThen } from '@/lib/confirm-dialog';
import { useSession } from '@/lib/session';
import { useRowModal } from '@/lib/use-row-modal';
import { useDeleteIsland } from '../api/delete-island';
import { ISLAND_COLUMNS } from '@panel/domain/islands/island-list';
import { exportIslands, useIslands } from '../api/get-islands';
import { useRotateIslandKey, type IslandKeyKind } from '../api/rotate-island-key';
import { ISLANDS_TEXTS as T } from '../texts';
import { FlowsModal } from './flows-modal';
import { IslandTotpAction } from './island-totp-action';
import { IslandKeyModal } from './island-key-modal';
import { IslandModal } from './island-modal';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';

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

  // A handful of islands: sorted, searched and paged in the browser (docs/features/lists.md).
  return (
    <Stack gap="md">
      <ClientList
        header={{ title: T.title, newLabel: T.newIsland, onNew: () => modal.open('island', null) }}
        source={islands}
        rows={islands.data}
        error={islands.isError}
        columns={ISLAND_COLUMNS}
        headColumns={SHOWN_COLUMNS}
        texts={{ search: T.search, actions: T.columns.actions, empty: T.empty, noMatch: T.noMatch }}
        csv={{ filename: 'islas.csv', download: exportIslands }}
        table={{ minWidth: 640, look: 'striped' }}
      >
        {(island) => (
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
            <RowActions>
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
                confirm={T.confirmDelete}
                onRemove={() => remove.mutate(island.id)}
              />
            </RowActions>
          </Table.Tr>
        )}
      </ClientList>

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
