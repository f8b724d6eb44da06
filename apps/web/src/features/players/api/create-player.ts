import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import type { IdentityDraft } from '@panel/domain/player-identity/identity-rules';
import { call } from '@/lib/api-client';
import { playersQueryKey } from './get-players';

/**
 * POST /api/clients {name, phone, identity?}: the server composes the username; an island without a
 * default player password answers the new player's one in `password`, this once.
 */
export const createPlayer = (body: { name: string; phone: string; identity?: IdentityDraft }) =>
  call(playerEndpoints.create, { body });

export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playersQueryKey }),
  });
}
