import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRobot } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { BOT_STATES } from '@panel/domain/constants';
import { useBotState } from '../api/get-bot-state';
import { BOTS_TEXTS } from '../texts';

/**
 * The theme's deep primary shade turns plain 'yellow' orange; 'Espera' should read as yellow, so it
 * takes a lighter shade (with dark text from the theme's auto contrast).
 */
function themeColor(color: string | undefined): string {
  if (!color) return 'gray';
  return color === 'yellow' ? 'yellow.5' : color;
}

/** Header button with the bot's state (docs/features/shell.md); opens the 'Estado del BOT' modal. */
export function BotStateButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const query = useBotState();
  // A report older than a few minutes says nothing about the bot now: 'Sin datos' (docs/features/bots.md).
  const look = query.data && !query.data.stale ? BOT_STATES[query.data.state] : undefined;
  const label = look?.label ?? (query.isPending ? BOTS_TEXTS.checking : BOTS_TEXTS.unknown);
  const stale = query.data?.stale === true;

  const openModal = () => {
    open();
    void query.refetch();
  };

  return (
    <>
      <Button
        size="xs"
        color={themeColor(look?.color)}
        variant={look?.variant ?? 'light'}
        leftSection={
          query.isPending ? <Loader size={12} color="gray" /> : <IconRobot size={16} aria-hidden />
        }
        onClick={openModal}
        aria-label={BOTS_TEXTS.stateButton(label)}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={BOTS_TEXTS.stateTitle} centered withCloseButton={false}>
        <Stack gap="sm">
          {query.isError && !query.data ? (
            <Text c="red">{BOTS_TEXTS.loadError}</Text>
          ) : (
            <>
              <Group gap="xs">
                <Text fw={600}>{BOTS_TEXTS.stateLine}:</Text>
                <Badge color={themeColor(look?.color)} variant={look?.variant ?? 'light'} size="lg">
                  {label}
                </Badge>
              </Group>
              <Group gap="xs">
                <Text fw={600}>{BOTS_TEXTS.botName}:</Text>
                <Text>{query.data?.botName ?? BOTS_TEXTS.noBot}</Text>
              </Group>
              {query.data?.updatedAt ? (
                <Group gap="xs">
                  <Text fw={600}>{BOTS_TEXTS.updatedAt}:</Text>
                  <Text>{dayjs(query.data.updatedAt).format('DD/MM/YYYY HH:mm')}</Text>
                </Group>
              ) : null}
              {stale ? <Text c="dimmed">{BOTS_TEXTS.staleNote}</Text> : null}
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={close} variant="default">
              {BOTS_TEXTS.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
