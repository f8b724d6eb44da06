import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@panel/domain/lists/list-query';
import { playerEndpoints } from '@panel/domain/players/player-endpoints';
import type { WithdrawalSortKey } from '@panel/domain/withdrawals/withdrawal-list';
import { withdrawalEndpoints as w } from '@panel/domain/withdrawals/withdrawal-endpoints';
import type { WithdrawalRejectReason, WithdrawalState } from '@panel/domain/withdrawals/withdrawal-rules';
import { call, downloadLink } from '@/lib/api-client';
import { WITHDRAWALS_QUERY_KEY } from '@/lib/realtime-connection';

/**
 * Everything under ['withdrawals'] (lib/realtime-connection.ts), so the `withdrawals` event and every
 * step here read the list, the queue's figures and the header's badge again.
 */
export type WithdrawalListFilter = ListQuery<WithdrawalSortKey> & { state?: WithdrawalState };

/** GET /api/withdrawals: a page of 25, filtered, sorted and searched by the server. */
export function useWithdrawals(query: WithdrawalListFilter, page: number) {
  return useQuery({
    queryKey: [...WITHDRAWALS_QUERY_KEY, 'list', query, page],
    queryFn: () => call(w.list, { query: { ...query, page: String(page) } }),
    placeholderData: keepPreviousData,
  });
}

export const exportWithdrawals = (query: WithdrawalListFilter): Promise<string> =>
  downloadLink(w.export, { query });

/** GET /api/payouts/status: approved requests nobody holds, and requests waiting for approval. */
export const usePayoutStatus = (enabled = true) =>
  useQuery({
    queryKey: [...WITHDRAWALS_QUERY_KEY, 'status'],
    queryFn: () => call(w.status, {}, { loading: false }),
    enabled,
    refetchInterval: 60_000,
  });

/** A step that changes requests: every withdrawals query is read again after it. */
function useStep<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY }),
  });
}

export const useApprove = () => useStep((id: number) => call(w.approve, { params: { id } }));
export const useReject = () =>
  useStep(({ id, reason }: { id: number; reason: WithdrawalRejectReason }) =>
    call(w.reject, { params: { id }, body: { reason } }),
  );
export const useCancel = () => useStep((id: number) => call(w.cancel, { params: { id } }));
export const useFile = () =>
  useStep((body: { username: string; amount: number; destination: string; holderTaxId: string }) =>
    call(w.file, { body }),
  );

/**
 * GET /api/clients?search=: the island's players matching username, phone or name, for 'Nueva
 * solicitud' (the same search as Cajeros, docs/features/players.md).
 */
export const usePlayerSearch = (search: string) =>
  useQuery({
    queryKey: [...WITHDRAWALS_QUERY_KEY, 'players', search],
    queryFn: () => call(playerEndpoints.search, { query: { search } }, { loading: false }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

/** Opens a paid request's proof through its short signed link. */
export async function openProof(id: number) {
  const { url } = await call(w.proof, { params: { id } }, { loading: false });
  window.open(url, '_blank', 'noopener');
}

/** The payout queue's calls (docs/features/withdrawals.md 'The payout queue'). */
export const payoutCalls = {
  claim: () => call(w.claim, {}, { loading: false }),
  renew: (id: number) => call(w.renew, { params: { id } }, { loading: false, notify: false }),
  release: (id: number) => call(w.release, { params: { id } }, { loading: false, notify: false }),
  paid: (id: number, form: FormData) => call(w.paid, { params: { id }, body: form }),
  failed: (id: number, note: string) => call(w.failed, { params: { id }, body: { note } }),
};

/** Rol 1's island rules. */
export const settingsCalls = {
  read: (id: number) => call(w.readSettings, { params: { id } }),
  save: (id: number, body: Parameters<typeof call<typeof w.saveSettings>>[1]['body']) =>
    call(w.saveSettings, { params: { id }, body }, { loading: false }),
};
