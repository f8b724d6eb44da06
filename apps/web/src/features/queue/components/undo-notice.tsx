import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { QUEUE_TEXTS as T } from '../texts';

const noticeId = (receiptId: number) => `deshacer-${receiptId}`;

/** The notice a held decision shows until it is sent: its label and the 'Deshacer' button. */
export function showUndoNotice(
  receiptId: number,
  decision: keyof typeof T.decisionLabels,
  lifetimeMs: number,
  onUndo: () => void,
): void {
  notifications.show({
    id: noticeId(receiptId),
    color: 'blue',
    autoClose: lifetimeMs,
    withCloseButton: false,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{T.undoNotice(T.decisionLabels[decision], Math.round(lifetimeMs / 1000))}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={onUndo}
        >
          {T.undo}
        </Button>
      </Group>
    ),
  });
}

export const hideUndoNotice = (receiptId: number) => notifications.hide(noticeId(receiptId));
