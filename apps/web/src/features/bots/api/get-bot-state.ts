import { queryOptions, useQuery } from '@tanstack/react-query';
import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import type { BotStateAnswer } from '@panel/domain/bots/bot-state';
import { call } from '@/lib/api-client';

/** The island's bot state (docs/features/bots.md), checked on load. */
export const getBotState = (): Promise<BotStateAnswer> => call(botEndpoints.islandState, {});

export const botStateQueryOptions = () => queryOptions({ queryKey: ['bot-state'], queryFn: getBotState });

export function useBotState(enabled = true) {
  return useQuery({ ...botStateQueryOptions(), enabled });
}
