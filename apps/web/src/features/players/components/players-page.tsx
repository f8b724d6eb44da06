import { useEffect, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router';
import { SCREENS } from '@panel/domain/roles';
import { useQuery } from '@tanstack/react-query';
import type { PlayerView } from '@panel/domain/players/player-view';
import { LAST_MOVEMENTS } from '@panel/domain/players/player-rules';
import { thisIslandsQueryOptions } from '@/lib/this-islands';
import { useUrlParams } from '@/lib/use-url-params';
import { useFunds } from '../api/get-funds';
import { PLAYERS_TEXTS } from '../texts';
import { useHistoryState } from '../use-history-state';
import { PlayerCard } from './player-card';
import { HistoryModal } from './history-modal';
import { MoneyCard } from './money-card';
import { MovementsTable } from './movements-table';
import { NewPlayerCard } from './new-player-card';
import { PasswordHandover, type IssuedPassword } from './password-handover';

/**
 * Cajeros (/config/cashiers, docs/features/players.md): create a player, pick one, see its balance and last
 * movements, load and withdraw, block or unblock its bonus, reset or unlock its password, and page
 * through its history. A fresh player password (an island without a default one) stays in a panel
 * above the cards until the cashier closes it.
 */
export function PlayersPage() {
  const [selected, setSelected] = useState<PlayerView | null>(null);
  // The open history is in the URL (docs/features/lists.md): a reload picks its player again.
  const historyState = useHistoryState();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const island = useQuery(thisIslandsQueryOptions());
  // `?jugador=` (the directory's 'Abrir en Cajeros') or `?history=` (the history modal reopened,
  // docs/features/lists.md): that player, selected once it is read.
  const { params, update } = useUrlParams();
  const fromDirectory = params.get('jugador');
  const opening = selected ? null : (fromDirectory ?? historyState.player);
  const funds = useFunds(selected?.panelUsername ?? opening);
  const detail = funds.data?.items[0];
  // Picked as it renders, not a render later: the cards show it at once.
  if (opening && detail?.client.panelUsername === opening) setSelected(detail.client);
  // The directory's `?jugador=` is read once: it leaves the address when its player is picked or not found.
  useEffect(() => {
    if (fromDirectory && (detail || funds.isError)) update({ jugador: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update changes every render
  }, [fromDirectory, detail, funds.isError]);
  const historyOpen = selected !== null && historyState.player === selected.panelUsername;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {PLAYERS_TEXTS.title}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={SCREENS.playerDirectory.path} variant="default">
            {PLAYERS_TEXTS.directoryLink}
          </Button>
          <Button component={Link} to={SCREENS.myShift.path} variant="default">
            {PLAYERS_TEXTS.myShiftLink}
          </Button>
        </Group>
      </Group>
      {issued && <PasswordHandover issued={issued} onClose={() => setIssued(null)} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ alignItems: 'start' }}>
        <NewPlayerCard
          prefix={island.data?.islandata.prefix ?? null}
          onCreated={(client, password) => {
            setSelected(client);
            if (password) setIssued({ username: client.panelUsername, password, reason: 'created' });
          }}
        />
        <PlayerCard
          selected={selected}
          onSelect={(player) => {
            setSelected(player);
            if (historyState.player) historyState.close();
          }}
          funds={detail}
          fundsPending={funds.isPending && selected !== null}
          fundsError={funds.isError}
          onHistory={() => selected && historyState.open(selected.panelUsername)}
          onPasswordIssued={(username, password) => setIssued({ username, password, reason: 'reset' })}
        />
        <MoneyCard username={selected?.panelUsername ?? null} balance={detail?.balance} />
      </SimpleGrid>
      {selected && (
        <SectionCard title={PLAYERS_TEXTS.movements.title} gap="xs">
          <MovementsTable
            movements={(funds.data?.history ?? []).slice(0, LAST_MOVEMENTS)}
            emptyText={funds.data ? PLAYERS_TEXTS.movements.empty : undefined}
            label={PLAYERS_TEXTS.movements.title}
          />
        </SectionCard>
      )}
      {selected && (
        <HistoryModal username={selected.panelUsername} opened={historyOpen} onClose={historyState.close} />
      )}
    </Stack>
  );
}
