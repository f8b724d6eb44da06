import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  botCreatedAnswer,
  botDeletedAnswer,
  botKeyAnswer,
  botSavedAnswer,
  type BotBody,
} from '@panel/domain/bots/bot-rules';
import { botRestartReply } from '@panel/domain/bots/bot-contract';
import { api } from '@/lib/api-client';
import { botStateQueryOptions } from './get-bot-state';
import { botsQueryKey } from './get-bots';

/** POST /api/bots: the answer carries the gateway key, shown once. */
export const createBot = (body: BotBody) => api.post('/api/bots', body, botCreatedAnswer);
/** POST /api/bots/{id} */
export const updateBot = ({ id, body }: { id: number; body: BotBody }) =>
  api.post(`/api/bots/${id}`, body, botSavedAnswer);
/** POST /api/bots/{id}/toggle */
export const toggleBot = (id: number) => api.post(`/api/bots/${id}/toggle`, undefined, botSavedAnswer);
/** POST /api/bots/{id}/key: a new gateway key; the old one stops working. */
export const rotateBotKey = (id: number) => api.post(`/api/bots/${id}/key`, undefined, botKeyAnswer);
/** DELETE /api/bots/{id}; the island's assigned bot is refused. */
export const deleteBot = (id: number) => api.delete(`/api/bots/${id}`, botDeletedAnswer);
/** POST /api/restart/{id}: the bot's own message comes back and shows as a notice (docs/features/bots.md). */
export const restartBot = (id: number) => api.post(`/api/restart/${id}`, undefined, botRestartReply);

function useBotChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: botsQueryKey }),
        // The header's bot button reads the island's assigned bot.
        queryClient.invalidateQueries({ queryKey: botStateQueryOptions().queryKey }),
      ]),
  });
}

export const useCreateBot = () => useBotChange(createBot);
export const useUpdateBot = () => useBotChange(updateBot);
export const useToggleBot = () => useBotChange(toggleBot);
export const useRotateBotKey = () => useBotChange(rotateBotKey);
export const useDeleteBot = () => useBotChange(deleteBot);
export const useRestartBot = () => useBotChange(restartBot);
