import { useSession } from '@/lib/session';
import { usePendingIds } from '../api/get-pending-ids';
import { useNewReceiptSound } from '../hooks/use-new-receipt-sound';

/** Rings when receipts arrive on an empty queue, on every screen of a signed-in user (docs/features/shell.md). */
export function PendingSound() {
  const signedIn = useSession() !== null;
  const pending = usePendingIds(signedIn);
  useNewReceiptSound(signedIn ? pending.data?.length : undefined);
  return null;
}
