import { Alert, Text } from '@mantine/core';
import { IconEyeCheck } from '@tabler/icons-react';
import type { PendingConfirmation } from '@panel/domain/queue/queue-view';
import { QUEUE_TEXTS as T } from '../queue-texts';

/**
 * Four eyes (docs/features/queue.md): the receipt on screen waits for this operator's confirmation;
 * among the warnings right above the decision buttons.
 */
export function ConfirmationNotice({ confirmation }: { confirmation: PendingConfirmation }) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={T.confirmTitle}
      icon={<IconEyeCheck size={18} aria-hidden />}
      data-testid="four-eyes-notice"
      p={6}
      // Dark text on the light orange: the theme's orange title reads too faintly (axe).
      styles={{ title: { color: 'var(--mantine-color-dark-8)', marginBottom: 2 } }}
    >
      <Text size="xs" c="dark.8">
        {T.confirmBody(confirmation.requestedBy, confirmation.amount, confirmation.edited)}
      </Text>
    </Alert>
  );
}
