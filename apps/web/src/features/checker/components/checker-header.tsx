import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconSettings,
  IconVolume,
  IconVolume3,
  IconVolumeOff,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRealtimeStatus } from '@/lib/realtime-connection';
import { ClaimsButton } from './claims-button';
import { playNewReceiptSound, setSoundMuted, useSoundState } from '../hooks/use-new-receipt-sound';
import { useElapsed } from '../hooks/use-elapsed';
import { SHORTCUTS } from '../hooks/use-review-shortcuts';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';

interface CheckerHeaderProps {
  queueCount: number;
  /** Other operators holding a receipt of the island (docs/features/queue.md). */
  othersReviewing: number;
  /** updatedAt of the receipt on screen; no timer without one. */
  pendingSince: string | undefined;
  hasOcr: boolean;
  showOcr: boolean;
  onToggleOcr: () => void;
  /** The one undo bar (docs/features/queue.md), beside the timer: it covers neither it nor the receipt. */
  undo?: ReactNode;
}

/** docs/features/receipts.md header: queue badge, gear link, OCR toggle and the 'Pendiente hace' timer. */
export function CheckerHeader({
  queueCount,
  othersReviewing,
  pendingSince,
  hasOcr,
  showOcr,
  onToggleOcr,
  undo,
}: CheckerHeaderProps) {
  const ocrLabel = showOcr && hasOcr ? T.hideOcr : T.showOcr;
  return (
    <header className={classes.header}>
      <Title order={1} size="h3" className={classes.title}>
        {T.title}
      </Title>
      <Tooltip label={T.queueTooltip}>
        <Badge size="lg" color="red" variant="filled" aria-label={T.queueLabel(queueCount)}>
          {queueCount}
        </Badge>
      </Tooltip>
      <ClaimsButton othersReviewing={othersReviewing} />
      {pendingSince ? <PendingTimer since={pendingSince} /> : null}
      {undo}
      <Group gap="xs" wrap="nowrap" className={classes.headerEnd}>
        <Tooltip label={hasOcr ? T.shortcut(ocrLabel, SHORTCUTS.ocr) : T.noOcr}>
          {/* The wrapper keeps the tooltip on a disabled button. */}
          <span>
            <Button
              size="xs"
              variant={showOcr && hasOcr ? 'filled' : 'light'}
              color="blue"
              leftSection={
                showOcr && hasOcr ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
              }
              disabled={!hasOcr}
              onClick={onToggleOcr}
              aria-pressed={showOcr && hasOcr}
              aria-label={ocrLabel}
              aria-keyshortcuts={SHORTCUTS.ocr}
            >
              <span className={classes.ocrLabel}>{ocrLabel}</span>
            </Button>
          </span>
        </Tooltip>
        <LiveIndicator />
        <SoundButton />
        <Tooltip label={T.toConfig}>
          <ActionIcon
            component={Link}
            to="/config"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={T.toConfig}
          >
            <IconSettings size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </header>
  );
}

function PendingTimer({ since }: { since: string }) {
  const elapsed = useElapsed(since);
  return (
    <Text size="sm" className={classes.timer} aria-label={`${T.pendingFor} ${elapsed}`} role="timer">
      {T.pendingFor} <strong>{elapsed}</strong>
    </Text>
  );
}

function LiveIndicator() {
  const status = useRealtimeStatus();
  const live = status === 'ready';
  return (
    <Tooltip label={live ? T.liveTooltip : T.reconnectingTooltip}>
      <Badge variant="dot" color={live ? 'green' : 'orange'} size="md" visibleFrom="xs">
        {live ? T.live : T.reconnecting}
      </Badge>
    </Tooltip>
  );
}

function SoundButton() {
  const { muted, blocked } = useSoundState();
  const label = muted ? T.soundOff : blocked ? T.soundBlocked : T.soundOn;
  const icon = muted ? (
    <IconVolumeOff size={20} aria-hidden />
  ) : blocked ? (
    <IconVolume3 size={20} aria-hidden />
  ) : (
    <IconVolume size={20} aria-hidden />
  );
  // A click is the gesture browsers wait for: a blocked sound plays once to prove it works now.
  const onClick = () => {
    if (blocked && !muted) void playNewReceiptSound();
    else setSoundMuted(!muted);
  };
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={blocked && !muted ? 'orange' : 'gray'}
        size="lg"
        onClick={onClick}
        aria-label={label}
        aria-pressed={!muted}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
