import { useState, type ComponentType } from 'react';
import { Badge, Group, Table } from '@mantine/core';
import { IconAdjustments, IconDeviceGamepad2, IconKey, IconMessages } from '@tabler/icons-react';
import { canEnter } from '@panel/domain/roles';
import type { IslandView } from '@panel/domain/islands/island-view';
import { ListScreen } from '@/components/list-screen/list-screen';
import { RowAction } from '@/components/ui/row-action';
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

const SHOWN_COLUMNS = ISLAND_COLUMNS.filter((column) => column.key !== 'status');
/** The two key rotations, side by side in each row. */
const KEY_ACTIONS = [
  { kind: 'intake', color: 'yellow', Icon: IconKey },
  { kind: 'platform', color: 'orange', Icon: IconDeviceGamepad2 },
] as const;
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
    <ListScreen
      texts={T}
      onNew={() => modal.open('island', null)}
      source={islands}
      rows={islands.data}
      error={islands.isError}
      columns={ISLAND_COLUMNS}
      headColumns={SHOWN_COLUMNS}
      csv={{ filename: 'islas.csv', download: exportIslands }}
      table={{ minWidth: 640, look: 'striped' }}
      name={(island) => island.name}
      cells={(island) => (
        <>
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
        </>
      )}
      actions={{
        audit: { entity: 'island' },
        render: (island, edit) => (
          <>
            {edit(() => modal.open('island', island.id))}
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
            {KEY_ACTIONS.map(({ kind, color, Icon }) => (
              <RowAction
                key={kind}
                label={T.actions[`${kind}Key`](island.name)}
                color={color}
                onClick={() => void confirmRotate(kind, island)}
              >
                <Icon size={18} aria-hidden />
              </RowAction>
            ))}
          </>
        ),
        onRemove: (island) => remove.mutate(island.id),
      }}
    >
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
    </ListScreen>
  );
}
