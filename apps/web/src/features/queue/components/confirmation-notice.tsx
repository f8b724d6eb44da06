import { Alert } from '@mantine/core';
import { IconEyeCheck } from '@tabler/icons-react';
import type { PendingConfirmation } from '@panel/domain/queue/queue-view';
import { QUEUE_TEXTS as T } from '../texts';

/** Four eyes (docs/features/queue.md): the receipt on screen waits for this operator's confirmation. */
export function ConfirmationNotice({ confirmation }: { confirmation: PendingConfirmation }) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={T.confirmTitle}
      icon={<IconEyeCheck size={20} aria-hidden />}
      data-testid="four-eyes-notice"
      style={{ alignSelf: 'start' }}
    >
      {T.confirmBody(confirmation.requestedBy, confirmation.amount, confirmation.edited)}
    </Alert>
  );
}
