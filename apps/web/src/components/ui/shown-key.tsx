import type { ReactNode } from 'react';
import { Button, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface ShownKeyProps {
  /** The key, as the server answered it; it is never read again. */
  value: string;
  testId: string;
  /** The feature's words for the copy button (before and after copying) and the closing button. */
  texts: { copy: string; copied: string; done: string };
  onDone: () => void;
  /** Between the key and the buttons: a warning, for instance. */
  children?: ReactNode;
}

/** A key shown the one time it can be seen: in full, with a copy button and the one that closes it. */
export function ShownKey({ value, testId, texts, onDone, children }: ShownKeyProps) {
  return (
    <>
      <Code block fz="md" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {value}
      </Code>
      {children}
      <Group justify="flex-end">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : 'green'}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              onClick={copy}
            >
              {copied ? texts.copied : texts.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{texts.done}</Button>
      </Group>
    </>
  );
}
