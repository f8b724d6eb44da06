import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { editFailureText } from '@panel/domain/receipts/receipt-rules';
import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
import { queueEndpoints } from '@panel/domain/checker/queue-endpoints';
import { RENEW_SECONDS } from '@panel/domain/queue/queue-rules';
import type { ClaimAnswer } from '@panel/domain/checker/checker-view';
import { ApiError, errorText } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PENDING_IDS_QUERY_KEY } from '@/lib/realtime-connection';
import { decideReceipt, editAndApproveReceipt, type Decision } from '../api/decide-receipt';
import { usePendingIds } from '../api/get-pending-ids';
import { playerTransactionsKey } from '../api/get-player-transactions';
import { getReceipt, urlLifetimeLeft } from '../api/get-receipt';
import { claimNext, fetchImageNow, renewClaim, sendOnLeave } from '../api/queue-api';

/** How long a decision waits, with 'Deshacer', before it is sent (docs/features/queue.md). */
export const UNDO_MS = 5_000;
/** Claims are renewed this often; one silent for three renewals can be taken over (docs/features/queue.md). */
const RENEW_MS = RENEW_SECONDS * 1000;
/** Receipts held at once: the one on screen and the next, painted the moment a decision is taken. */
const AHEAD = 2;
/** How long a freshly painted receipt keeps the line to itself before the one after it is claimed. */
const CLAIM_AFTER_PAINT_MS = 200;

/** A decision taken on screen: one of POST /api/put/{id}, or edit and approve. */
export type QueuedDecision = { kind: 'decide'; decision: Decision } | { kind: 'edit'; newamount: number };

interface Undoable {
  receipt: ClaimAnswer;
  queued: QueuedDecision;
  timer: number;
}

export type DecisionLabel = 'approve' | 'rejected' | 'notfound' | 'edit';

/** The one decision that can still be undone, for the undo bar (docs/features/queue.md). */
export interface PendingUndo {
  receiptId: number;
  label: DecisionLabel;
  /** Epoch ms when it is sent. */
  sendsAt: number;
}

export interface ClaimQueue {
  current: ClaimAnswer | undefined;
  next: ClaimAnswer | undefined;
  /** Pending receipts of the island (the header's badge). */
  pendingTotal: number;
  /** Version of the pending list: the header's figures are read again when it changes. */
  pendingVersion: number;
  /** No claim has answered yet. */
  loading: boolean;
  /** Nothing free to claim right now. */
  empty: boolean;
  refreshing: boolean;
  refresh: () => void;
  /** The file of the receipt on screen failed: once its signed link ran out, read it again for a new one. */
  refreshCurrentLink: () => void;
  /**
   * Takes the receipt off the screen at once and sends the decision after UNDO_MS unless undone. Only
   * the latest decision can be undone, so one undo bar is shown; earlier ones are sent on their time.
   */
  decide: (receipt: ClaimAnswer, queued: QueuedDecision) => void;
  /** The decision 'Deshacer' (or Z) would bring back, if any. */
  pendingUndo: PendingUndo | null;
  /** Brings the latest waiting decision's receipt back on screen; nothing is sent. */
  undoLast: () => void;
}

const decisionLabel = (queued: QueuedDecision): DecisionLabel =>
  queued.kind === 'edit' ? 'edit' : queued.decision.status;

/** Sends a decision; a refusal is shown with the server's message and thrown. */
async function sendDecision(receipt: ClaimAnswer, queued: QueuedDecision) {
  if (queued.kind === 'decide') return decideReceipt(receipt.id, queued.decision);
  try {
    const answer = await editAndApproveReceipt(receipt, queued.newamount);
    notifySuccess(answer.message);
    return answer;
  } catch (error) {
    notifyError(editFailureText(errorText(error)));
    throw error;
  }
}

/** The wire body of a decision, for a send that must outlive the page. */
function leaveDecision(receipt: ClaimAnswer, queued: QueuedDecision) {
  if (queued.kind === 'decide')
    sendOnLeave(receiptEndpoints.decide, { id: receipt.id }, { reason: null, ...queued.decision });
  else
    sendOnLeave(
      receiptEndpoints.editAndApprove,
      { id: receipt.id },
      { ...receipt, newamount: queued.newamount },
    );
}

/**
 * /checker from claims (docs/features/queue.md): holds the receipt on screen and the next one,
 * renews their leases, gives them back on leaving, and keeps each decision a few seconds with
 * 'Deshacer' before sending it; a refused decision brings the receipt back while it is still held.
 */
export function useClaimQueue(): ClaimQueue {
  const queryClient = useQueryClient();
  const pending = usePendingIds();
  const [held, setHeld] = useState<ClaimAnswer[]>([]);
  // The pending list's version at which a claim found nothing: a fresh list (the realtime 'news'
  // event) may bring receipts to claim.
  const [exhaustedAt, setExhaustedAt] = useState<number | null>(null);
  const exhausted = exhaustedAt === pending.dataUpdatedAt;
  const [claiming, setClaiming] = useState(false);
  const [loading, setLoading] = useState(true);
  const heldRef = useRef(held);
  useLayoutEffect(() => {
    heldRef.current = held;
  });
  const undoable = useRef(new Map<number, Undoable>());
  const [pendingUndo, setPendingUndo] = useState<PendingUndo | null>(null);
  const capShown = useRef(false);

  const putBack = useCallback((receipt: ClaimAnswer) => {
    setHeld((list) => [receipt, ...list.filter((r) => r.id !== receipt.id)]);
  }, []);
  const drop = useCallback((id: number) => setHeld((list) => list.filter((r) => r.id !== id)), []);

  useEffect(() => {
    if (claiming || exhausted || held.length >= AHEAD) return;
    const version = pending.dataUpdatedAt;
    // With a receipt already on screen (a decision just painted the next one), the one after it is
    // claimed once that paint is done: the server's work does not compete with it (queue.md, Speed).
    const timer = window.setTimeout(
      () => {
        setClaiming(true);
        claimNext()
          .then(
            (answer) => {
              capShown.current = false;
              // Nothing on screen yet (a cold /checker): the image is fetched before the page renders.
              if (answer && heldRef.current.length === 0) fetchImageNow(answer);
              if (answer)
                setHeld((list) => (list.some((r) => r.id === answer.id) ? list : [...list, answer]));
              else setExhaustedAt(version);
            },
            (error: unknown) => {
              // 409: the island's limit of receipts held at once (docs/features/queue.md), said once.
              if (error instanceof ApiError && error.status === 409 && !capShown.current) {
                capShown.current = true;
                notifyError(errorText(error));
              }
              setExhaustedAt(version);
            },
          )
          .finally(() => {
            setClaiming(false);
            setLoading(false);
          });
      },
      held.length > 0 ? CLAIM_AFTER_PAINT_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [claiming, exhausted, held.length, pending.dataUpdatedAt]);

  // Leases are renewed while the receipts are held (on screen, next, or with a decision waiting).
  useEffect(() => {
    const timer = window.setInterval(() => {
      for (const id of [...heldRef.current.map((r) => r.id), ...undoable.current.keys()])
        renewClaim(id).catch(() => drop(id));
    }, RENEW_MS);
    return () => window.clearInterval(timer);
  }, [drop]);

  // Leaving the screen or closing the tab sends the waiting decisions and gives the rest back.
  useEffect(() => {
    const waiting = undoable.current;
    const leave = () => {
      for (const entry of waiting.values()) {
        window.clearTimeout(entry.timer);
        leaveDecision(entry.receipt, entry.queued);
      }
      waiting.clear();
      for (const receipt of heldRef.current) sendOnLeave(queueEndpoints.release, { id: receipt.id });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const commit = useCallback(
    async (id: number) => {
      const entry = undoable.current.get(id);
      if (!entry) return;
      window.clearTimeout(entry.timer);
      undoable.current.delete(id);
      setPendingUndo((shown) => (shown?.receiptId === id ? null : shown));
      try {
        await sendDecision(entry.receipt, entry.queued);
      } catch {
        // Refused (the message is shown): back on screen if the receipt is still this operator's.
        await renewClaim(id).then(
          () => putBack(entry.receipt),
          () => undefined,
        );
      }
      void queryClient.invalidateQueries({ queryKey: PENDING_IDS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: playerTransactionsKey(entry.receipt.clientId) });
    },
    [putBack, queryClient],
  );

  const undo = useCallback(
    (id: number) => {
      const entry = undoable.current.get(id);
      if (!entry) return;
      window.clearTimeout(entry.timer);
      undoable.current.delete(id);
      setPendingUndo((shown) => (shown?.receiptId === id ? null : shown));
      putBack(entry.receipt);
    },
    [putBack],
  );

  const decide = useCallback(
    (receipt: ClaimAnswer, queued: QueuedDecision) => {
      drop(receipt.id);
      // The bar now shows this decision only: an earlier one still waiting keeps its own timer (no
      // request on the key press, which paints the next receipt) but can no longer be undone.
      const timer = window.setTimeout(() => void commit(receipt.id), UNDO_MS);
      undoable.current.set(receipt.id, { receipt, queued, timer });
      setPendingUndo({ receiptId: receipt.id, label: decisionLabel(queued), sendsAt: Date.now() + UNDO_MS });
    },
    [commit, drop],
  );
  const undoLast = useCallback(() => {
    if (pendingUndo) undo(pendingUndo.receiptId);
  }, [undo, pendingUndo]);

  const [current, next] = held;
  const refreshCurrentLink = () => {
    if (!current || urlLifetimeLeft(current) > 0) return;
    void getReceipt(current.id).then((fresh) =>
      setHeld((list) =>
        list.map((r) => (r.id === fresh.id ? { ...r, url: fresh.url, urlExpiresAt: fresh.urlExpiresAt } : r)),
      ),
    );
  };
  return {
    current,
    next,
    pendingTotal: pending.data?.length ?? 0,
    pendingVersion: pending.dataUpdatedAt,
    loading: loading && held.length === 0,
    empty: held.length === 0 && exhausted,
    refreshing: pending.isFetching || claiming,
    refresh: () => {
      setExhaustedAt(null);
      void pending.refetch();
    },
    refreshCurrentLink,
    decide,
    pendingUndo,
    undoLast,
  };
}
