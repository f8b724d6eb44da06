import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ISLANDS_TEXTS } from '../texts';

const T = ISLANDS_TEXTS.intakeKey;

/** Shows a freshly rotated intake key the one time it can be seen. */
export function IntakeKeyModal({ intakeKey, onClose }: { intakeKey: string | null; onClose: () => void }) {
  return (
    <Modal opened={intakeKey !== null} onClose={onClose} title={T.title} centered>
      <Stack gap="sm">
        <Text size="sm">{T.explain}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="intake-key">
          {intakeKey}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={intakeKey ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'green' : 'blue'}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? T.copied : T.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{T.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
