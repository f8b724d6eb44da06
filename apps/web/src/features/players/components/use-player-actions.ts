import { confirmDialog } from '@/lib/confirm-dialog';
import { usePasswordAction, useSetBonusBlock } from '../api/player-actions';
import { PLAYERS_TEXTS } from '../texts';

const T = PLAYERS_TEXTS.client;

/**
 * A player's bonus block and password actions (docs/features/players.md), as Cajeros' player card and
 * the directory's rows offer them: reset and unlock ask first; a reset in an island without a default
 * player password answers a fresh one, handed to `onPasswordIssued`.
 */
export function usePlayerActions(
  client: { id: number; panelUsername: string } | null,
  onPasswordIssued: (username: string, password: string) => void,
) {
  const username = client?.panelUsername ?? '';
  const bonus = useSetBonusBlock(username);
  const password = usePasswordAction(username);

  return {
    busy: bonus.isPending || password.isPending,
    setBonusBlock: (block: boolean) => {
      if (client) bonus.mutate({ id: client.id, block });
    },
    reset: async () => {
      if (client && (await confirmDialog({ message: T.confirmReset(client.panelUsername) })))
        password.mutate(
          { id: client.id, action: 'reset' },
          {
            onSuccess: (answer) => {
              if (answer.password) onPasswordIssued(client.panelUsername, answer.password);
            },
          },
        );
    },
    unlock: async () => {
      if (client && (await confirmDialog({ message: T.confirmUnlock(client.panelUsername) })))
        password.mutate({ id: client.id, action: 'unlock' });
    },
  };
}
