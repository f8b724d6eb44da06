import { queryOptions, useQuery } from '@tanstack/react-query';
import { botStateAnswer, type BotStateAnswer } from '@panel/domain/bots/bot-state';
import { api } from '@/lib/api-client';

/** GET /api/this/botstate: the island's bot state (docs/features/bots.md), checked on load. */
export const getBotState = (): Promise<BotStateAnswer> => api.get('/api/this/botstate', botStateAnswer);

export const botStateQueryOptions = () => queryOptions({ queryKey: ['bot-state'], queryFn: getBotState });

export function useBotState(enabled = true) {
  return useQuery({ ...botStateQueryOptions(), enabled });
}
