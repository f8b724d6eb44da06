import { useQuery } from '@tanstack/react-query';
import type { BotQrReply } from '@panel/domain/bots/bot-contract';
import { botEndpoints } from '@panel/domain/bots/bot-endpoints';
import { call } from '@/lib/api-client';

/**
 * The server asks the bot itself. QR codes expire, so nothing is cached and
 * nothing is retried; a silent bot's message is shown inside the QR modal, not as a notice.
 */
export const getBotQr = (id: number): Promise<BotQrReply> =>
  call(botEndpoints.qr, { params: { id } }, { notify: false });

export function useBotQr(id: number | null) {
  return useQuery({
    queryKey: ['bot-qr', id],
    queryFn: () => getBotQr(id!),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
