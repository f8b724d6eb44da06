import { Alert, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import type { PlayerMessageStatus } from '@panel/domain/player-messages/player-message-view';
import { RECEIPTS_TEXTS as T } from '../texts';

/**
 * 'Aviso no entregado' (docs/features/player-messages.md): the bot gave up telling the player about
 * this receipt, typically a deferral that asked for something; among the warnings above the buttons.
 */
export function UndeliveredNotice({ message }: { message: PlayerMessageStatus }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={T.undeliveredTitle}
      icon={<IconMessageOff size={18} aria-hidden />}
      data-testid="undelivered-notice"
      p={6}
      styles={{ title: { color: 'var(--mantine-color-dark-8)', marginBottom: 2 } }}
    >
      <Text size="xs" c="dark.8">
        {T.undeliveredBody(message.kind, message.attempts, message.lastError)}
      </Text>
    </Alert>
  );
}
