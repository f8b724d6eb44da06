import { queryOptions, useQuery } from '@tanstack/react-query';
import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import { BOT_HEARTBEAT_MS, type BotStateAnswer } from '@panel/domain/bots/bot-state';
import { call } from '@/lib/api-client';

/** The island's bot state (docs/features/bots.md), checked on load. */
export const getBotState = (): Promise<BotStateAnswer> => call(botEndpoints.islandState, {});

/** Asked again every heartbeat, so a bot that stops reporting turns 'Sin datos' without a reload. */
export const botStateQueryOptions = () =>
  queryOptions({ queryKey: ['bot-state'], queryFn: getBotState, refetchInterval: BOT_HEARTBEAT_MS });

export function useBotState(enabled = true) {
  return useQuery({ ...botStateQueryOptions(), enabled });
}
