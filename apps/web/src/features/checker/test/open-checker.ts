import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import type { Rol } from '@panel/domain/roles';
import { renderApp, storeSession } from '@/test/render';
import { UNDO_MS } from '../hooks/use-claim-queue';
import { checkerServer } from './receipt-fixtures';

// The router imports the screen's code on demand: the first test of a file would pay its transform
// (seconds on a loaded CI machine) inside its 5 s `findBy`. Every file using these helpers has it
// loaded before its first test instead.
beforeAll(() => Promise.all([import('../components/receipts-page'), import('@mantine/modals')]), 60_000);

/** /checker signed in as `rol` (the approver by default), with the user's events. */
export function openChecker(rol: Rol = 5) {
  storeSession(rol, { username: 'aprobador' });
  const user = userEvent.setup();
  return { user, ...renderApp('/checker') };
}

/**
 * /checker on a `checkerServer` holding `receipts` (and answering `extra`), signed in as `rol`, once
 * the first receipt is on screen: the server and the user's events.
 */
export async function openOnFirstReceipt(
  receipts: ReceiptView[],
  extra?: Parameters<typeof checkerServer>[1],
  rol?: Rol,
) {
  const server = checkerServer(receipts, extra);
  const { user } = openChecker(rol);
  await screen.findByText(receipts[0]!.client.panelUsername);
  return { server, user };
}

/**
 * Decisions wait UNDO_MS for 'Deshacer' before they are sent (docs/features/queue.md): the file's
 * clock is fake but keeps moving, and the returned wait jumps it past the undo.
 */
export function undoClock() {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  return () => act(() => vi.advanceTimersByTimeAsync(UNDO_MS));
}

/** POST /api/document/{id}'s answer: the amount edited and the receipt approved. */
export const editedAndApproved = (id: number) => ({
  [`POST /api/document/${id}`]: {
    body: { message: 'Monto editado y comprobante aprobado', id, status: 'approve' },
  },
});
