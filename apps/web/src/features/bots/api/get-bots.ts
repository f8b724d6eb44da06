import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import type { BotSortKey } from '@panel/domain/bots/bot-list';
import { clientListApi } from '@/lib/list-api';

/** Every island's bots (the screen is rol 1's), and the CSV of the list as shown. */
const bots = clientListApi<typeof botEndpoints.list, BotSortKey>(['bots'], botEndpoints);

export const botsQueryKey = bots.queryKey;
export const useBots = bots.useList;
export const exportBots = bots.exportCsv;
