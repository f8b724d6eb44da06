import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientCreatedAnswer } from '@panel/domain/players/player-view';
import { api } from '@/lib/api-client';
import { clientsQueryKey } from './get-players';

/**
 * POST /api/clients {name, phone}: the server composes the username; an island without a default
 * player password answers the new player's one in `password`, this once.
 */
export const createClient = (body: { name: string; phone: string }) =>
  api.post('/api/clients', body, clientCreatedAnswer);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
