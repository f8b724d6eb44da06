import { useEffect } from 'react';
import { Button, Kbd, Modal, Stack, Text } from '@mantine/core';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';
import { ModalCloseRow } from '@/components/ui/modal-close-row';

interface ReasonModalProps<Code extends string> {
  opened: boolean;
  title: string;
  prompt: string;
  /** Reason codes of docs/features/receipts.md and their labels, in the modal's order. */
  reasons: Record<Code, string>;
  color: string;
  /** 'default' where the colour's light look reads too faintly (yellow). */
  variant?: 'light' | 'default';
  onChoose: (code: Code) => void;
  onClose: () => void;
}

/**
 * Reject and defer modals (docs/features/receipts.md): one click on a reason decides. The digit keys choose too,
 * so the whole decision can be made from the keyboard.
 */
export function ReasonModal<Code extends string>({
  opened,
  title,
  prompt,
  reasons,
  color,
  variant = 'light',
  onChoose,
  onClose,
}: ReasonModalProps<Code>) {
  const codes = Object.keys(reasons) as Code[];

  useEffect(() => {
    if (!opened) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const code = codes[Number(event.key) - 1];
      if (!/^[1-9]$/.test(event.key) || !code) return;
      event.preventDefault();
      onChoose(code);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, codes, onChoose]);

  return (
    // Gone at once when closed: a key pressed right after a choice reaches the next receipt.
    <Modal opened={opened} onClose={onClose} title={title} centered transitionProps={{ exitDuration: 0 }}>
      <Stack gap="sm">
        <Text size="sm">{prompt}</Text>
        {codes.map((code, index) => (
          <Button
            key={code}
            variant={variant}
            color={color}
            size="md"
            justify="space-between"
            className={classes.reason}
            rightSection={<Kbd size="xs">{index + 1}</Kbd>}
            onClick={() => onChoose(code)}
            data-autofocus={index === 0 || undefined}
          >
            {reasons[code]}
          </Button>
        ))}
        <ModalCloseRow label={T.cancel} onClose={onClose} mt="xs" />
      </Stack>
    </Modal>
  );
}
