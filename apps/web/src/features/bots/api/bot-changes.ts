import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import type { BotBody } from '@panel/domain/bots/bot-rules';
import { call } from '@/lib/api-client';
import { useListChange } from '@/lib/list-api';
import { botStateQueryOptions } from './get-bot-state';
import { botsQueryKey } from './get-bots';

/** The answer carries the gateway key, shown once. */
export const createBot = (body: BotBody) => call(botEndpoints.create, { body });
export const updateBot = ({ id, body }: { id: number; body: BotBody }) =>
  call(botEndpoints.update, { params: { id }, body });
export const toggleBot = (id: number) => call(botEndpoints.toggle, { params: { id } });
/** A new gateway key; the old one stops working. */
export const rotateBotKey = (id: number) => call(botEndpoints.rotateKey, { params: { id } });
/** The island's assigned bot is refused. */
export const deleteBot = (id: number) => call(botEndpoints.delete, { params: { id } });
/** The bot's own message comes back and shows as a notice (docs/features/bots.md). */
export const restartBot = (id: number) => call(botEndpoints.restart, { params: { id } });

// The header's bot button reads the island's assigned bot.
const useBotChange = <Input, Output>(change: (input: Input) => Promise<Output>) =>
  useListChange(change, [botsQueryKey, botStateQueryOptions().queryKey], 'settled');

export const useCreateBot = () => useBotChange(createBot);
export const useUpdateBot = () => useBotChange(updateBot);
export const useToggleBot = () => useBotChange(toggleBot);
export const useRotateBotKey = () => useBotChange(rotateBotKey);
export const useDeleteBot = () => useBotChange(deleteBot);
export const useRestartBot = () => useBotChange(restartBot);
