import { useEffect, useId, useRef } from 'react';
import { Button, CloseButton, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { notifySuccess } from '@/lib/notify';
import { PLAYERS_TEXTS } from '../texts';

const T = PLAYERS_TEXTS.handover;

export interface IssuedPassword {
  username: string;
  password: string;
  /** What gave it: a new player or a reset. */
  reason: 'created' | 'reset';
}

interface PasswordHandoverProps {
  issued: IssuedPassword;
  onClose: () => void;
}

/**
 * A player's fresh password (an island without a default one), which the server answers once: it
 * stays on screen until the cashier closes it, unlike a notice that goes after 3 s, so it can be
 * read out or copied to the player.
 */
export function PasswordHandover({ issued, onClose }: PasswordHandoverProps) {
  const titleId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // On a phone the reset button sits below the fold of this panel: bring it, and the keyboard, here.
    copyRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    copyRef.current?.focus({ preventScroll: true });
  }, [issued]);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="region"
      aria-labelledby={titleId}
      bg="yellow.0"
      style={{ borderColor: 'var(--mantine-color-yellow-6)' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <IconKey size={20} aria-hidden />
            <Title order={2} size="h4" id={titleId}>
              {issued.reason === 'created' ? T.created(issued.username) : T.reset(issued.username)}
            </Title>
          </Group>
          <CloseButton aria-label={T.close} onClick={onClose} />
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <Text
            ff="monospace"
            fz={26}
            fw={700}
            data-testid="issued-password"
            style={{ letterSpacing: '0.08em', userSelect: 'all', wordBreak: 'break-all' }}
          >
            {issued.password}
          </Text>
          <CopyButton value={issued.password}>
            {({ copied, copy }) => (
              <Button
                ref={copyRef}
                variant={copied ? 'light' : 'filled'}
                color="green"
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
                onClick={() => {
                  copy();
                  notifySuccess(T.copied);
                }}
              >
                {copied ? T.copiedLabel : T.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{T.onlyOnce}</Text>
      </Stack>
    </Paper>
  );
}
