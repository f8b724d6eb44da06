import { queryOptions, useQuery } from '@tanstack/react-query';
import { botList, type BotView } from '@panel/domain/bots/bot-rules';
import { api } from '@/lib/api-client';

export const botsQueryKey = ['bots'] as const;

/** GET /api/bots: every island's bots (the screen is rol 1's). */
export const getBots = (): Promise<BotView[]> => api.get('/api/bots', botList);

export const botsQueryOptions = () => queryOptions({ queryKey: botsQueryKey, queryFn: getBots });

export function useBots() {
  return useQuery(botsQueryOptions());
}
