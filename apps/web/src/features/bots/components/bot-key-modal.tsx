import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
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
          <Code
            block
            fz="md"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
            data-testid="bot-key"
          >
            {shown.key}
          </Code>
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {T.once}
          </Alert>
          <Group justify="flex-end">
            <CopyButton value={shown.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : 'green'}
                  leftSection={
                    copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? T.copied : T.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{T.done}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
