import { useMemo, useState } from 'react';
import { Badge, Group, Table, Text } from '@mantine/core';
import { IconKey, IconQrcode, IconRotateClockwise } from '@tabler/icons-react';
import type { BotBody, BotView } from '@panel/domain/bots/bot-rules';
import { ListScreen } from '@/components/list-screen/list-screen';
import { RowAction, ToggleRowAction } from '@/components/ui/row-action';
import { confirmThen } from '@/lib/confirm-dialog';
import { useLoading } from '@/lib/loading';
import { useRowModal } from '@/lib/use-row-modal';
import { BOT_COLUMNS } from '@panel/domain/bots/bot-list';
import { exportBots, useBots } from '../api/get-bots';
import {
  useCreateBot,
  useDeleteBot,
  useRestartBot,
  useRotateBotKey,
  useToggleBot,
  useUpdateBot,
} from '../api/bot-changes';
import { BOTS_TEXTS as T } from '../texts';
import { BotKeyModal } from './bot-key-modal';
import { BotModal } from './bot-modal';
import { BotQrModal } from './bot-qr-modal';

const SHOWN_COLUMNS = BOT_COLUMNS.filter((column) => column.key !== 'status');

/**
 * Bots (/config/bots, docs/features/bots.md): every island's bots, inactive rows highlighted. The QR and the
 * restart go to the bot itself through the server; a bot's gateway key shows once.
 */
export function BotsPage() {
  const bots = useBots();
  const create = useCreateBot();
  const update = useUpdateBot();
  const toggle = useToggleBot();
  const rotate = useRotateBotKey();
  const remove = useDeleteBot();
  const restart = useRestartBot();
  const busy = useLoading();
  const modal = useRowModal<'edit' | 'qr', BotView>();
  const [key, setKey] = useState<{ key: string; reason: 'created' | 'rotated' } | null>(null);

  const islandsWithBot = useMemo(
    () => new Set((bots.data ?? []).filter((bot) => bot.assigned).map((bot) => bot.tenant_id)),
    [bots.data],
  );

  const save = async (body: BotBody) => {
    try {
      if (modal.row) await update.mutateAsync({ id: modal.row.id, body });
      else setKey({ key: (await create.mutateAsync(body)).key, reason: 'created' });
      modal.close();
      return true;
    } catch {
      return false; // the client already showed the server's message; the form stays
    }
  };

  const rotateKey = (bot: BotView) =>
    confirmThen(T.confirmKey, () =>
      rotate.mutate(bot.id, { onSuccess: (answer) => setKey({ key: answer.key, reason: 'rotated' }) }),
    );

  // A bot or two per island: sorted, searched and paged in the browser (docs/features/lists.md).
  return (
    <ListScreen
      texts={T}
      onNew={() => modal.open('edit', null)}
      busy={busy}
      source={bots}
      rows={bots.data}
      columns={BOT_COLUMNS}
      headColumns={SHOWN_COLUMNS}
      csv={{ filename: 'bots.csv', download: exportBots }}
      table={{ minWidth: 820, look: 'wide' }}
      name={(bot) => bot.name}
      inactive={(bot) => !bot.active}
      cells={(bot) => (
        <>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {bot.name}
              </Text>
              {bot.assigned ? (
                <Badge color="green" variant="light" size="sm">
                  {T.assigned}
                </Badge>
              ) : null}
              {bot.active ? null : (
                <Badge color="red" variant="light" size="sm">
                  {T.inactive}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td
            ff="monospace"
            fz="sm"
            style={{ wordBreak: 'break-all', whiteSpace: 'normal', minWidth: 180 }}
          >
            {bot.url}
          </Table.Td>
          <Table.Td>{bot.tenant.name}</Table.Td>
        </>
      )}
      actions={{
        audit: { entity: 'bot' },
        gap: 2,
        render: (bot, edit) => (
          <>
            <RowAction
              label={T.actions.qr(bot.name)}
              color="dark"
              disabled={busy}
              onClick={() => modal.open('qr', bot)}
            >
              <IconQrcode size={18} aria-hidden />
            </RowAction>
            <RowAction
              label={T.actions.restart(bot.name)}
              color="orange"
              disabled={busy}
              onClick={() => void confirmThen(T.confirmRestart, () => restart.mutate(bot.id))}
            >
              <IconRotateClockwise size={18} aria-hidden />
            </RowAction>
            <ToggleRowAction
              active={bot.active}
              label={bot.active ? T.actions.deactivate(bot.name) : T.actions.activate(bot.name)}
              disabled={busy}
              onClick={() => toggle.mutate(bot.id)}
            />
            {edit(() => modal.open('edit', bot))}
            <RowAction
              label={T.actions.key(bot.name)}
              color="grape"
              disabled={busy}
              onClick={() => void rotateKey(bot)}
            >
              <IconKey size={18} aria-hidden />
            </RowAction>
          </>
        ),
        onRemove: (bot) => remove.mutate(bot.id),
      }}
    >
      <BotModal
        key={`edit-${modal.session}`}
        opened={modal.kind === 'edit'}
        bot={modal.row}
        islandsWithBot={islandsWithBot}
        saving={create.isPending || update.isPending}
        onClose={modal.close}
        onSave={save}
      />
      <BotQrModal bot={modal.row} opened={modal.kind === 'qr'} onClose={modal.close} />
      <BotKeyModal shown={key} onClose={() => setKey(null)} />
    </ListScreen>
  );
}
