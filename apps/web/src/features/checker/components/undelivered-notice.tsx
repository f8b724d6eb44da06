import { IconMessageOff } from '@tabler/icons-react';
import type { PlayerMessageStatus } from '@panel/domain/player-messages/player-message-view';
import { RECEIPTS_TEXTS as T } from '../texts';
import { WarningNotice } from './warning-notice';

/**
 * 'Aviso no entregado' (docs/features/player-messages.md): the bot gave up telling the player about
 * this receipt, typically a deferral that asked for something; among the warnings above the buttons.
 */
export function UndeliveredNotice({ message }: { message: PlayerMessageStatus }) {
  return (
    <WarningNotice
      color="red"
      icon={<IconMessageOff size={18} aria-hidden />}
      title={T.undeliveredTitle}
      testId="undelivered-notice"
    >
      {T.undeliveredBody(message.kind, message.attempts, message.lastError)}
    </WarningNotice>
  );
}
