import { useQuery } from '@tanstack/react-query';
import { botQrReply, type BotQrReply } from '@panel/domain/bots/bot-contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/bots/{id}/qr: the server asks the bot itself. QR codes expire, so nothing is cached and
 * nothing is retried; a silent bot's message is shown inside the QR modal, not as a notice.
 */
export const getBotQr = (id: number): Promise<BotQrReply> =>
  api.get(`/api/bots/${id}/qr`, botQrReply, { notify: false });

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
