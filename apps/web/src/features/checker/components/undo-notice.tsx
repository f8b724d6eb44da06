import { useEffect, useState } from 'react';
import { Button, Kbd, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { PendingUndo } from '../hooks/use-claim-queue';
import { QUEUE_TEXTS as T } from '../queue-texts';

const secondsLeft = (sendsAt: number) => Math.max(0, Math.ceil((sendsAt - Date.now()) / 1000));

/** Whole seconds until `sendsAt`, counted down live; a new `sendsAt` comes with a new bar (its key). */
function useCountdown(sendsAt: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(sendsAt));
  useEffect(() => {
    // React skips renders while the second has not changed: four checks a second cost nothing.
    const timer = window.setInterval(() => setSeconds(secondsLeft(sendsAt)), 250);
    return () => window.clearInterval(timer);
  }, [sendsAt]);
  return seconds;
}

interface UndoBarProps {
  pending: PendingUndo;
  undoKey: string;
  onUndo: () => void;
  className?: string;
  textClassName?: string;
}

/**
 * The one undo bar of /checker (docs/features/queue.md): the latest decision, the seconds until it is
 * sent, and 'Deshacer' (or its key). A new decision replaces it; it sits in the header, off the
 * timer and the receipt.
 */
export function UndoBar({ pending, undoKey, onUndo, className, textClassName }: UndoBarProps) {
  const seconds = useCountdown(pending.sendsAt);
  return (
    <div className={className} role="status" data-testid="undo-bar">
      <Text size="sm" fw={600} className={textClassName}>
        {T.undoNotice(T.decisionLabels[pending.label], seconds)}
      </Text>
      <Button
        size="compact-sm"
        variant="filled"
        color="blue"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" aria-hidden visibleFrom="sm">
            {undoKey}
          </Kbd>
        }
        onClick={onUndo}
        aria-keyshortcuts={undoKey}
      >
        {T.undo}
      </Button>
    </div>
  );
}
