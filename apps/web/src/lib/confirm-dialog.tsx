import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { LIB_TEXTS } from './texts';

/** Dialog look of docs/features/shell.md: green confirm, red cancel, dark teal background, white text. */
export const DIALOG_BACKGROUND = '#134e4a';

export interface ConfirmOptions {
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * The confirming button takes the focus (Enter confirms) and the dialog leaves at once, so keys
   * typed right after it reach the page (/checker, docs/features/queue.md).
   */
  focusConfirm?: boolean;
}

/**
 * Opens the shared confirmation dialog. Resolves true when the user confirms, false when they
 * cancel or close it any other way.
 */
export function confirmDialog({
  message,
  title,
  confirmLabel = LIB_TEXTS.confirm,
  cancelLabel = LIB_TEXTS.cancel,
  focusConfirm = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      withCloseButton: false,
      children: typeof message === 'string' ? <Text c="white">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: {
        color: 'green',
        variant: 'filled',
        ...(focusConfirm ? ({ 'data-autofocus': true } as object) : {}),
      },
      ...(focusConfirm ? { transitionProps: { exitDuration: 0 } } : {}),
      cancelProps: { color: 'red', variant: 'filled' },
      styles: {
        content: { backgroundColor: DIALOG_BACKGROUND, color: 'white' },
        header: { backgroundColor: DIALOG_BACKGROUND, color: 'white' },
        title: { color: 'white', fontWeight: 700 },
      },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** Asks with the shared dialog and runs the action only when confirmed (row deletes, restarts, …). */
export async function confirmThen(message: string, action: () => void): Promise<void> {
  if (await confirmDialog({ message })) action();
}
