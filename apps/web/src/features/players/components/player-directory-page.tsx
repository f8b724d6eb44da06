import { useState } from 'react';
import { ActionIcon, Badge, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDotsVertical,
  IconExternalLink,
  IconGift,
  IconGiftOff,
  IconKey,
  IconLockOpen,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDayTime } from '@panel/domain/dates';
import { LIST_PAGE_SIZE } from '@panel/domain/lists/list-query';
import { formatPesos } from '@panel/domain/money';
import {
  DIRECTORY_COLUMN_LABELS as L,
  DIRECTORY_SORT_KEYS,
  NEVER_LOADED,
  PLAYER_STATUS_LABELS,
  statusFlags,
  type DirectoryRow,
} from '@panel/domain/players/player-directory';
import { SCREENS } from '@panel/domain/roles';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { SortableHeads } from '@/components/ui/sortable-th';
import { QueryListTable } from '@/components/ui/query-list-table';
import { useListState } from '@/lib/use-list-state';
import { exportPlayerDirectory, usePlayerDirectory } from '../api/get-directory';
import { PLAYERS_TEXTS } from '../texts';
import { CashierSubpageHeader } from './cashier-subpage-header';
import { PasswordHandover, type IssuedPassword } from './password-handover';
import { usePlayerActions } from './use-player-actions';

const T = PLAYERS_TEXTS.directory;
const C = PLAYERS_TEXTS.client;

/** The columns the server sorts by, in the order shown after the player's own cell. */
const SORTABLE = [
  { key: 'balance', label: L.balance, numeric: true },
  { key: 'lastLoad', label: L.lastLoad },
  { key: 'created', label: L.created },
  { key: 'status', label: L.status },
] as const;
const COLUMNS = 1 + SORTABLE.length;

/** The link that opens a player in Cajeros, selected (docs/features/players.md 'Directorio'). */
export const openInCashiers = (username: string) =>
  `${SCREENS.cashiers.path}?${new URLSearchParams({ jugador: username })}`;

function StatusBadges({ status }: { status: number }) {
  const { bonusBlocked, locked } = statusFlags(status);
  if (!bonusBlocked && !locked)
    return (
      <Badge color="green" variant="light">
        {PLAYER_STATUS_LABELS[0]}
      </Badge>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {bonusBlocked && (
        <Badge color="red" variant="light">
          {PLAYER_STATUS_LABELS[1]}
        </Badge>
      )}
      {locked && (
        <Badge color="orange" variant="light">
          {PLAYER_STATUS_LABELS[2]}
        </Badge>
      )}
    </Group>
  );
}

/** A player's row and its actions: open in Cajeros, bonus block, password reset and unlock. */
function DirectoryRowView({
  row,
  onPasswordIssued,
}: {
  row: DirectoryRow;
  onPasswordIssued: (username: string, password: string) => void;
}) {
  const actions = usePlayerActions(row, onPasswordIssued);
  const { bonusBlocked, locked } = statusFlags(row.status);
  return (
    <Table.Tr>
      {/* The actions sit beside the username: on a phone the table scrolls sideways, this cell stays in view. */}
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <div>
            <Text fw={700} ff="monospace" size="sm">
              {row.panelUsername}
            </Text>
            <Text size="xs" c="dimmed">
              {[row.name, row.phone].filter(Boolean).join(' · ')}
            </Text>
          </div>
          {/* No focus placeholder: a focusable role="presentation" child is not a menu item (axe:
              aria-required-children); the focus goes to the first item instead. */}
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={T.rowActions(row.panelUsername)}
                loading={actions.busy}
              >
                <IconDotsVertical size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={openInCashiers(row.panelUsername)}
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {T.open}
              </Menu.Item>
              {bonusBlocked ? (
                <Menu.Item
                  leftSection={<IconGift size={16} aria-hidden />}
                  onClick={() => actions.setBonusBlock(false)}
                >
                  {C.unblockBonus}
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconGiftOff size={16} aria-hidden />}
                  onClick={() => actions.setBonusBlock(true)}
                >
                  {C.blockBonus}
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => void actions.reset()}>
                {C.resetPassword}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconLockOpen size={16} aria-hidden />}
                disabled={!locked}
                onClick={() => void actions.unlock()}
              >
                {C.unlock}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
      <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatPesos(row.balance)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {row.lastLoadAt ? (
          formatDayTime(new Date(row.lastLoadAt))
        ) : (
          <Text span size="sm" c="dimmed">
            {NEVER_LOADED}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayTime(new Date(row.createdAt))}</Table.Td>
      <Table.Td>
        <StatusBadges status={row.status} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Jugadores (/config/cashiers/jugadores, docs/features/players.md 'Directorio'): every player of the
 * island, sorted, searched and paged by the server, with its CSV and each row's actions. Sort, search
 * and page live in the URL.
 */
export function PlayerDirectoryPage() {
  const list = useListState(DIRECTORY_SORT_KEYS);
  // The search goes to the server once typing pauses; the URL follows every keystroke.
  const [q] = useDebouncedValue(list.query.q, 250);
  const directory = usePlayerDirectory({ ...list.query, ...(q ? { q } : { q: undefined }) }, list.page);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const data = directory.data;
  const totalPages = Math.max(1, Math.ceil((data?.total ?? 0) / LIST_PAGE_SIZE));

  return (
    <Stack gap="md">
      <CashierSubpageHeader title={T.title} back={T.back} hint={T.hint} />
      {issued && <PasswordHandover issued={issued} onClose={() => setIssued(null)} />}
      <ListToolbar
        list={list}
        searchLabel={T.search}
        total={data?.total}
        onExport={() => exportPlayerDirectory(list.query)}
        exportName="jugadores.csv"
      />
      <QueryListTable
        minWidth={760}
        striped
        head={
          <>
            <Table.Th>{L.panelUsername}</Table.Th>
            <SortableHeads columns={SORTABLE} list={list} />
          </>
        }
        query={directory}
        rows={data?.items}
        columns={COLUMNS}
        emptyText={list.query.q ? T.nothingMatches : T.empty}
      >
        {(row) => (
          <DirectoryRowView
            key={row.id}
            row={row}
            onPasswordIssued={(username, password) => setIssued({ username, password, reason: 'reset' })}
          />
        )}
      </QueryListTable>
      <ListPager page={data?.page ?? list.page} totalPages={totalPages} list={list} />
    </Stack>
  );
}
