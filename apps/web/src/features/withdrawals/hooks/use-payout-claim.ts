import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PayoutClaim } from '@panel/domain/withdrawals/withdrawal-view';
import { WITHDRAWALS_QUERY_KEY } from '@/lib/realtime-connection';
import { payoutCalls } from '../api/withdrawals';

/** How often the claim on screen is renewed: well inside the server's 60 s lease. */
export const PAYOUT_RENEW_MS = 20_000;

type ClaimState =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'held'; claim: PayoutClaim } | { kind: 'lost' };

/**
 * The request this payer holds (docs/features/withdrawals.md 'The payout queue'): taken on arrival
 * and after each step, renewed while on screen, given back when the screen closes. A renewal the
 * server refuses (the request was taken back or decided) says so instead of letting a payment fail.
 */
export function usePayoutClaim() {
  const [state, setState] = useState<ClaimState>({ kind: 'loading' });
  const held = useRef<number | null>(null);
  const queryClient = useQueryClient();

  /** Claims the next request; the screen shows the loader meanwhile (set by `take`, or at first). */
  const claimNext = useCallback(
    () =>
      payoutCalls
        .claim()
        .then(
          (claim) => {
            held.current = claim?.item.id ?? null;
            setState(claim ? { kind: 'held', claim } : { kind: 'none' });
          },
          () => {
            held.current = null;
            setState({ kind: 'none' });
          },
        )
        // The queue's figures changed with this claim: the heading and the header's badge read them again.
        .finally(() => void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY })),
    [queryClient],
  );
  const take = useCallback(() => {
    setState({ kind: 'loading' });
    return claimNext();
  }, [claimNext]);

  useEffect(() => {
    void claimNext();
    const renew = window.setInterval(() => {
      const id = held.current;
      if (id === null) return;
      payoutCalls.renew(id).catch(() => {
        held.current = null;
        setState({ kind: 'lost' });
      });
    }, PAYOUT_RENEW_MS);
    return () => {
      window.clearInterval(renew);
      if (held.current !== null) void payoutCalls.release(held.current).catch(() => undefined);
    };
  }, [claimNext]);

  /** After a step the request is no longer ours: take the next one. */
  const done = useCallback(() => {
    held.current = null;
    void take();
  }, [take]);

  /** 'Devolver a la cola': give it back and show the queue's state. */
  const giveBack = useCallback(async () => {
    const id = held.current;
    held.current = null;
    if (id !== null) await payoutCalls.release(id).catch(() => undefined);
    setState({ kind: 'none' });
  }, []);

  return { state, take, done, giveBack };
}
