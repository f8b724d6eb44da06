import { Modal, Stack, Text } from '@mantine/core';

interface HelpModalProps {
  title: string | null;
  paragraphs: readonly string[];
  onClose: () => void;
}

/**
 * The one help window of the dashboard (docs/features/dashboard.md: one open at a time). It does not block the
 * page: opening another card's help swaps the content, so two can never be open together.
 */
export function HelpModal({ title, paragraphs, onClose }: HelpModalProps) {
  return (
    <Modal
      opened={title !== null}
      onClose={onClose}
      title={title}
      withOverlay={false}
      lockScroll={false}
      trapFocus={false}
      closeOnClickOutside={false}
      shadow="xl"
      // Without an overlay the page stays usable: only the window itself takes clicks.
      styles={{
        inner: { pointerEvents: 'none' },
        content: { pointerEvents: 'auto', border: '1px solid var(--mantine-color-gray-4)' },
      }}
    >
      <Stack gap="xs">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}
