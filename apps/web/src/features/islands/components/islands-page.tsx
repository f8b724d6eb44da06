import { useState } from 'react';
import { Badge, Group, Paper, Stack, Table } from '@mantine/core';
import { IconAdjustments, IconEdit, IconKey, IconMessages, IconTrash } from '@tabler/icons-react';
import { canEnter } from '@panel/domain/roles';
import type { IslandView } from '@panel/domain/tenants/island-view';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { RowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useSession } from '@/lib/session';
import { useDeleteIsland } from '../api/delete-island';
import { useIslands } from '../api/get-islands';
import { useRotateIntakeKey } from '../api/rotate-intake-key';
import { ISLANDS_TEXTS as T } from '../texts';
import { FlowsModal } from './flows-modal';
import { IntakeKeyModal } from './intake-key-modal';
import { IslandModal } from './island-modal';

const COLUMNS = 4;

type OpenModal = { kind: 'island' | 'flows'; islandId: number | null } | null;

/** Islas (/config/Islands, SPEC §2.13): name, URL and prefix, with their row actions. */
export function IslandsPage() {
  const session = useSession();
  const islands = useIslands();
  const remove = useDeleteIsland();
  const rotate = useRotateIntakeKey();
  const [open, setOpen] = useState<OpenModal>(null);
  // Kept while a modal closes, so its content does not change during the transition.
  const [last, setLast] = useState<OpenModal>(null);
  const [intakeKey, setIntakeKey] = useState<string | null>(null);
  const showMessagesLink = session ? canEnter('iresponses', session.rol) : false;

  const show = (modal: NonNullable<OpenModal>) => {
    setOpen(modal);
    setLast(modal);
  };
  // Read from the list each time, so the flows modal shows each switch as the server saved it.
  const current = islands.data?.find((island) => island.id === last?.islandId) ?? null;

  const confirmRemove = async (island: IslandView) => {
    if (await confirmDialog({ message: T.confirmDelete })) remove.mutate(island.id);
  };
  const confirmRotate = async (island: IslandView) => {
    if (!(await confirmDialog({ message: T.intakeKey.confirm(island.name) }))) return;
    rotate.mutate(island.id, { onSuccess: ({ key }) => setIntakeKey(key) });
  };

  return (
    <Stack gap="md">
      <ListPageHeader
        title={T.title}
        newLabel={T.newIsland}
        onNew={() => show({ kind: 'island', islandId: null })}
        onReload={() => void islands.refetch()}
        reloading={islands.isFetching}
      />

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columns.name}</Table.Th>
                <Table.Th>{T.columns.url}</Table.Th>
                <Table.Th>{T.columns.prefix}</Table.Th>
                <Table.Th ta="right">{T.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStateRows
                columns={COLUMNS}
                pending={islands.isPending}
                error={islands.isError}
                empty={islands.data?.length === 0}
                emptyText={T.empty}
                onRetry={() => void islands.refetch()}
              />
              {islands.data?.map((island) => (
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
                      <RowAction
                        label={T.actions.edit(island.name)}
                        color="blue"
                        onClick={() => show({ kind: 'island', islandId: island.id })}
                      >
                        <IconEdit size={18} aria-hidden />
                      </RowAction>
                      <RowAction
                        label={T.actions.flows(island.name)}
                        color="teal"
                        onClick={() => show({ kind: 'flows', islandId: island.id })}
                      >
                        <IconAdjustments size={18} aria-hidden />
                      </RowAction>
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
                        onClick={() => void confirmRotate(island)}
                      >
                        <IconKey size={18} aria-hidden />
                      </RowAction>
                      <RowAction
                        label={T.actions.remove(island.name)}
                        color="red"
                        onClick={() => void confirmRemove(island)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </RowAction>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <IslandModal
        opened={open?.kind === 'island'}
        island={last?.kind === 'island' ? current : null}
        onClose={() => setOpen(null)}
      />
      <FlowsModal
        opened={open?.kind === 'flows'}
        island={last?.kind === 'flows' ? current : null}
        onClose={() => setOpen(null)}
      />
      <IntakeKeyModal intakeKey={intakeKey} onClose={() => setIntakeKey(null)} />
    </Stack>
  );
}
