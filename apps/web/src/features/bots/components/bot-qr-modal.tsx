import { Alert, Badge, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import dayjs from 'dayjs';
import { BOT_STATES } from '@panel/domain/constants';
import type { BotView } from '@panel/domain/bots/bot-rules';
import { RefreshButton } from '@/components/ui/refresh-button';
import { errorText } from '@/lib/api-client';
import { useBotQr } from '../api/get-bot-qr';
import { BOTS_TEXTS } from '../texts';

const T = BOTS_TEXTS.qr;
const QR_SIZE = 264;

interface BotQrModalProps {
  bot: BotView | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The bot's QR (docs/features/bots.md), asked to the bot through the server each time the modal opens or
 * 'Actualizar' is pressed. A text is drawn here as a QR code; a data: image URL is shown as is.
 */
export function BotQrModal({ bot, opened, onClose }: BotQrModalProps) {
  const qr = useBotQr(opened && bot ? bot.id : null);
  const look = qr.data ? BOT_STATES[qr.data.state] : undefined;

  return (
    <Modal opened={opened} onClose={onClose} title={bot ? T.title(bot.name) : ''} centered>
      <Stack gap="md" align="center">
        {qr.isPending || (qr.isFetching && !qr.data) ? (
          <Stack align="center" gap="xs" py="xl" role="status">
            <Loader color="green" type="dots" />
            <Text c="dimmed">{T.asking}</Text>
          </Stack>
        ) : qr.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} w="100%">
            {errorText(qr.error)}
          </Alert>
        ) : qr.data ? (
          <>
            {look ? (
              <Badge
                color={look.color === 'yellow' ? 'yellow.5' : look.color}
                variant={look.variant}
                size="lg"
              >
                {look.label}
              </Badge>
            ) : null}
            {qr.data.qr ? (
              <>
                <Center
                  p="sm"
                  bg="white"
                  style={{
                    borderRadius: 8,
                    border: '1px solid var(--mantine-color-gray-3)',
                    opacity: qr.isFetching ? 0.4 : 1,
                  }}
                >
                  {qr.data.qr.startsWith('data:image/') ? (
                    <Image src={qr.data.qr} alt={T.image(bot?.name ?? '')} w={QR_SIZE} h={QR_SIZE} />
                  ) : (
                    <QRCodeSVG
                      value={qr.data.qr}
                      size={QR_SIZE}
                      marginSize={1}
                      role="img"
                      aria-label={T.image(bot?.name ?? '')}
                    />
                  )}
                </Center>
                <Text size="sm" c="dimmed" ta="center">
                  {T.scanHint}
                </Text>
              </>
            ) : (
              <Text ta="center" py="md">
                {qr.data.state === 0 ? T.connected : T.notReady}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {T.askedAt(dayjs(qr.dataUpdatedAt).format('HH:mm:ss'))}
            </Text>
          </>
        ) : null}
        <Group justify="flex-end" w="100%">
          <RefreshButton label={T.refresh} query={qr} />
          <Button variant="default" onClick={onClose}>
            {T.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
