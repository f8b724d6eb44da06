import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerEndpoints as players } from '@panel/domain/players/player-endpoints';
import type { IdentityDraft } from '@panel/domain/player-identity/identity-rules';
import { call } from '@/lib/api-client';
import { playersQueryKey } from './get-players';
import { fundsQueryKey } from './get-funds';
import { historyQueryKey } from './get-history';

/** POST /api/clients/deposit or /pay: {username, amount (pesos), requestId}. */
export const moveMoney = ({ kind, ...body }: { kind: 'deposit' | 'pay'; username: string; amount: number }) =>
  call(players[kind], { body: { ...body, requestId: crypto.randomUUID() } });

/** POST /api/clients/{id}/add (block the bonus) or /remove (unblock it). */
export const setBonusBlock = ({ id, block }: { id: number; block: boolean }) =>
  call(block ? players.blockBonus : players.unblockBonus, { params: { id } });

/**
 * POST /api/clients/password/{id}: 'reset' (island password, or a fresh one answered in `password`
 * when the island has none; and unlocked) or 'unlock'.
 */
export const passwordAction = ({ id, action }: { id: number; action: 'reset' | 'unlock' }) =>
  call(players.password, { params: { id }, body: { action } });

/** PUT /api/clients/{id}/identity: the four fields as typed; the server reads them as the form did. */
export const saveIdentity = ({ id, identity }: { id: number; identity: IdentityDraft }) =>
  call(players.saveIdentity, { params: { id }, body: { identity } });

/** PUT /api/clients/{id}/identity/verification (rol 1 or 2): 'verified' or 'rejected', with a note. */
export const verifyIdentity = ({
  id,
  ...body
}: {
  id: number;
  status: 'verified' | 'rejected';
  note: string;
}) => call(players.verifyIdentity, { params: { id }, body });

/** After any change to a player: its balance, movements and the search list are read again. */
function useRefreshPlayer(username: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fundsQueryKey(username) }),
      queryClient.invalidateQueries({ queryKey: historyQueryKey(username) }),
      queryClient.invalidateQueries({ queryKey: playersQueryKey }),
    ]);
}

export function useMoveMoney(username: string) {
  return useMutation({ mutationFn: moveMoney, onSuccess: useRefreshPlayer(username) });
}

export function useSetBonusBlock(username: string) {
  return useMutation({ mutationFn: setBonusBlock, onSuccess: useRefreshPlayer(username) });
}

export function usePasswordAction(username: string) {
  return useMutation({ mutationFn: passwordAction, onSuccess: useRefreshPlayer(username) });
}

export function useSaveIdentity(username: string) {
  return useMutation({ mutationFn: saveIdentity, onSuccess: useRefreshPlayer(username) });
}

export function useVerifyIdentity(username: string) {
  return useMutation({ mutationFn: verifyIdentity, onSuccess: useRefreshPlayer(username) });
}
