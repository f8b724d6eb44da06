import { IconEyeCheck } from '@tabler/icons-react';
import type { PendingConfirmation } from '@panel/domain/queue/queue-view';
import { QUEUE_TEXTS as T } from '../queue-texts';
import { WarningNotice } from './warning-notice';

/**
 * Four eyes (docs/features/queue.md): the receipt on screen waits for this operator's confirmation;
 * among the warnings right above the decision buttons.
 */
export function ConfirmationNotice({ confirmation }: { confirmation: PendingConfirmation }) {
  return (
    <WarningNotice
      color="orange"
      icon={<IconEyeCheck size={18} aria-hidden />}
      title={T.confirmTitle}
      testId="four-eyes-notice"
    >
      {T.confirmBody(confirmation.requestedBy, confirmation.amount, confirmation.edited)}
    </WarningNotice>
  );
}
