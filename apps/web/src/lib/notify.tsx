import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { NOTICE_LIFETIME_MS } from '@panel/domain/constants';

/** Transient notices of docs/features/shell.md: green for success, red and dismissible for errors. */
export function notifySuccess(message: string): void {
  notifications.show({
    message,
    color: 'green',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: NOTICE_LIFETIME_MS,
    withCloseButton: false,
  });
}

export function notifyError(message: string): void {
  notifications.show({
    message,
    color: 'red',
    icon: <IconX size={18} aria-hidden />,
    autoClose: NOTICE_LIFETIME_MS,
    withCloseButton: true,
  });
}

/** A form's send after its check: the first failing rule shows as a notice and nothing is sent. */
export function sendUnlessRefused(message: string | undefined, send: () => void): void {
  if (message) notifyError(message);
  else send();
}
