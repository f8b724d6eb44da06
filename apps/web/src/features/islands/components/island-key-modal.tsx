import { Modal, Stack, Text } from '@mantine/core';
import { ShownKey } from '@/components/ui/shown-key';
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
        <ShownKey
          value={shownKey ?? ''}
          testId={`${kind}-key`}
          texts={{ copy: T.copy, copied: T.copied, done: T.close }}
          onDone={onClose}
        />
      </Stack>
    </Modal>
  );
}
