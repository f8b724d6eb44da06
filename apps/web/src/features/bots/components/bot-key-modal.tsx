import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ShownKey } from '@/components/ui/shown-key';
import { BOTS_TEXTS } from '../texts';

const T = BOTS_TEXTS.key;

interface BotKeyModalProps {
  /** The key just created or rotated; it is never read again from the server. */
  shown: { key: string; reason: 'created' | 'rotated' } | null;
  onClose: () => void;
}

/** Shows a bot's gateway key once, with a copy button. */
export function BotKeyModal({ shown, onClose }: BotKeyModalProps) {
  return (
    <Modal opened={shown !== null} onClose={onClose} title={T.title} centered size="lg">
      {shown ? (
        <Stack gap="sm">
          <Text>{shown.reason === 'created' ? T.created : T.rotated}</Text>
          <ShownKey value={shown.key} testId="bot-key" texts={T} onDone={onClose}>
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {T.once}
            </Alert>
          </ShownKey>
        </Stack>
      ) : null}
    </Modal>
  );
}
