import { useQuery } from '@tanstack/react-query';
import { pathOf, type EndpointContract } from '@panel/domain/http/endpoint';
import { queueEndpoints } from '@panel/domain/checker/queue-endpoints';
import type { ClaimAnswer } from '@panel/domain/checker/checker-view';
import { call } from '@/lib/api-client';
import { getSession } from '@/lib/session';

/** The team queue's calls (docs/features/queue.md). */

/** The next free receipt of the island, held for the caller; undefined when none is free. */
export const claimNext = (): Promise<ClaimAnswer | undefined> =>
  call(queueEndpoints.claim, {}, { loading: false, notify: false }) as Promise<ClaimAnswer | undefined>;

/**
 * Starts downloading a claimed receipt's image at once, at high priority: the page's first receipt is
 * then in the browser's cache by the time the viewer draws it, instead of being asked for only after
 * that render (docs/features/queue.md, Speed). A PDF is drawn by pdf.js from its own fetch.
 */
export function fetchImageNow(receipt: ClaimAnswer): void {
  if (receipt.fileType === 'pdf') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = receipt.url;
}

export const renewClaim = (id: number) =>
  call(queueEndpoints.renew, { params: { id } }, { loading: false, notify: false });

export const releaseAnyClaim = (id: number) =>
  call(queueEndpoints.releaseAny, { params: { id } }, { loading: false });

/**
 * A call that must outlive the page (closing the tab, leaving /checker): `fetch` with keepalive, which
 * unlike `sendBeacon` carries the session header.
 */
export function sendOnLeave(
  endpoint: EndpointContract,
  params: Record<string, number>,
  body?: unknown,
): void {
  const token = getSession()?.accessToken;
  if (!token) return;
  void fetch(pathOf(endpoint, params), {
    method: endpoint.method,
    keepalive: true,
    headers: { 'x-access-token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).catch(() => undefined);
}

export const QUEUE_STATUS_QUERY_KEY = ['queue', 'status'] as const;
export const CLAIMS_QUERY_KEY = ['queue', 'claims'] as const;

/** The header's figures; read again whenever the pending list changes (`version`). */
export function useQueueStatus(version: number) {
  return useQuery({
    queryKey: [...QUEUE_STATUS_QUERY_KEY, version],
    queryFn: () => call(queueEndpoints.status, {}),
    placeholderData: (previous) => previous,
    refetchInterval: 15_000,
  });
}

/** Rol 1 and 2: who holds which receipt, refreshed while the list is open. */
export function useClaims(enabled: boolean) {
  return useQuery({
    queryKey: CLAIMS_QUERY_KEY,
    queryFn: () => call(queueEndpoints.claims, {}),
    enabled,
    refetchInterval: 5_000,
  });
}
