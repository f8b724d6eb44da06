import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { IslandKeyKind } from '../api/rotate-island-key';
import { ISLANDS_TEXTS } from '../texts';

const T = ISLANDS_TEXTS.keys;

/**
 * Shows a freshly rotated island key (intake or platform) the one time it can be seen; open while
 * `shownKey` is set. `kind` outlives the key, so the title stays put while the modal closes.
 */
export function IslandKeyModal({
  kind,
  shownKey,
  onClose,
}: {
  kind: IslandKeyKind;
  shownKey: string | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={shownKey !== null} onClose={onClose} title={T[kind].title} centered>
      <Stack gap="sm">
        <Text size="sm">{T[kind].explain}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={`${kind}-key`}>
          {shownKey}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={shownKey ?? ''}>
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
