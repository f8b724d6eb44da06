import { useMemo, useState } from 'react';
import { Badge, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SectionCard } from '@/components/ui/section-card';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory, IconId, IconKey, IconLockOpen, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { verifiesIdentity } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import type { PlayerView, FundsAnswer } from '@panel/domain/players/player-view';
import { formatPesos } from '@panel/domain/money';
import { usePlayers } from '../api/get-players';
import { usePlayerActions } from './use-player-actions';
import { PLAYERS_TEXTS } from '../texts';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';
import { IdentityModal } from './identity-modal';
import { IdentitySummary } from './identity-summary';
import { VerificationModal } from './verification-modal';

const T = PLAYERS_TEXTS.client;

const optionLabel = (client: PlayerView) => `${client.panelUsername} · ${client.phone || '-'}`;

interface PlayerCardProps {
  selected: PlayerView | null;
  onSelect: (client: PlayerView | null) => void;
  funds: FundsAnswer['items'][number] | undefined;
  fundsPending: boolean;
  fundsError: boolean;
  onHistory: () => void;
  /** A reset in an island without a default player password answers a fresh one to hand over. */
  onPasswordIssued: (username: string, password: string) => void;
}

/** Search and select a player; its balance, bonus block (docs/features/players.md) and password actions. */
export function PlayerCard({
  selected,
  onSelect,
  funds,
  fundsPending,
  fundsError,
  onHistory,
  onPasswordIssued,
}: PlayerCardProps) {
  const [search, setSearch] = useState('');
  const [identityModal, setIdentityModal] = useState<'edit' | 'verify' | null>(null);
  const session = useSession();
  // The box shows the chosen option's label; that is not a new search.
  const typed = selected && search === optionLabel(selected) ? '' : search;
  const [debounced] = useDebouncedValue(typed.trim(), 250);
  const clients = usePlayers(debounced);

  const found = useMemo(() => {
    const list = clients.data?.items ?? [];
    // The chosen player stays an option while another search runs, so the box keeps showing it.
    const all = selected && !list.some((c) => c.id === selected.id) ? [selected, ...list] : list;
    return new Map(all.map((client) => [String(client.id), client]));
  }, [clients.data, selected]);
  const options = [...found].map(([value, client]) => ({ value, label: optionLabel(client) }));

  const client = funds?.client ?? selected;
  const actions = usePlayerActions(client, onPasswordIssued);
  const blocked = client?.blacklistbonus === 1;
  const busy = actions.busy;

  return (
    <SectionCard title={T.title}>
      <Select
        label={T.search}
        placeholder={T.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        searchable
        clearable
        // Picking the chosen player again keeps it (the clear button is for clearing).
        allowDeselect={false}
        data={options}
        value={selected ? String(selected.id) : null}
        onChange={(value) => onSelect((value && found.get(value)) || null)}
        searchValue={search}
        onSearchChange={setSearch}
        // The server already matched username, phone and name.
        filter={({ options: all }) => all}
        nothingFoundMessage={clients.isFetching ? undefined : T.nothingFound}
        maxDropdownHeight={280}
      />
      {!client ? (
        <Text size="sm" c="dimmed">
          {T.none}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <div>
              <Text fw={700} ff="monospace" data-testid="selected-username">
                {client.panelUsername}
              </Text>
              <Text size="sm" c="dimmed">
                {T.phone}: {client.phone || '-'}
              </Text>
              <IdentitySummary identity={client.identity} />
            </div>
            <Group gap={6}>
              <Badge color={blocked ? 'red' : 'green'} variant="light">
                {blocked ? T.bonusBlocked : T.bonusActive}
              </Badge>
              {funds?.locked && (
                <Badge color="orange" variant="light">
                  {T.userLocked}
                </Badge>
              )}
              <AuditHistoryButton entity="client" id={client.id} />
            </Group>
          </Group>
          <div>
            <Text size="sm" c="dimmed">
              {T.balance}
            </Text>
            {fundsPending ? (
              <Skeleton height={28} width={160} />
            ) : fundsError ? (
              <Text c="red.9" size="sm">
                {T.loadError}
              </Text>
            ) : (
              <Text fz={26} fw={700} data-testid="balance">
                {formatPesos(funds?.balance ?? 0)}
              </Text>
            )}
          </div>
          {/* One column: the labels are long for a third of a laptop screen or a phone. */}
          <SimpleGrid cols={1} spacing="xs">
            <Button
              variant="light"
              color="red"
              disabled={blocked || busy}
              onClick={() => actions.setBonusBlock(true)}
            >
              {T.blockBonus}
            </Button>
            <Button
              variant="light"
              color="green"
              disabled={!blocked || busy}
              onClick={() => actions.setBonusBlock(false)}
            >
              {T.unblockBonus}
            </Button>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              disabled={busy}
              onClick={() => void actions.reset()}
            >
              {T.resetPassword}
            </Button>
            <Button
              variant="default"
              leftSection={<IconLockOpen size={16} aria-hidden />}
              disabled={!funds?.locked || busy}
              onClick={() => void actions.unlock()}
            >
              {T.unlock}
            </Button>
          </SimpleGrid>
          <Button
            variant="default"
            leftSection={<IconId size={16} aria-hidden />}
            onClick={() => setIdentityModal('edit')}
          >
            {client.identity ? PLAYERS_TEXTS.identity.correct : PLAYERS_TEXTS.identity.complete}
          </Button>
          {/* The server refuses rol 3 too (ACCESS.identityVerification); the button only mirrors it. */}
          {client.identity && session && verifiesIdentity(session.rol) && (
            <Button
              variant="default"
              leftSection={<IconShieldCheck size={16} aria-hidden />}
              onClick={() => setIdentityModal('verify')}
            >
              {PLAYERS_TEXTS.identity.verify}
            </Button>
          )}
          <Button variant="outline" leftSection={<IconHistory size={18} aria-hidden />} onClick={onHistory}>
            {T.history}
          </Button>
        </Stack>
      )}
      {client && identityModal === 'edit' && (
        <IdentityModal client={client} onClose={() => setIdentityModal(null)} />
      )}
      {client && identityModal === 'verify' && (
        <VerificationModal client={client} onClose={() => setIdentityModal(null)} />
      )}
    </SectionCard>
  );
}
