import { queryOptions, useQuery } from '@tanstack/react-query';
import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import type { BotView } from '@panel/domain/bots/bot-rules';
import type { BotSortKey } from '@panel/domain/bots/bot-list';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { call, download } from '@/lib/api-client';

export const botsQueryKey = ['bots'] as const;

/** Every island's bots (the screen is rol 1's). */
export const getBots = (): Promise<BotView[]> => call(botEndpoints.list, {});

export const botsQueryOptions = () => queryOptions({ queryKey: botsQueryKey, queryFn: getBots });

export function useBots() {
  return useQuery(botsQueryOptions());
}

/** The CSV of the list as shown: its search and order (docs/features/lists.md). */
export const exportBots = (query: ListQuery<BotSortKey>): Promise<Blob> =>
  download(botEndpoints.export, { query });
