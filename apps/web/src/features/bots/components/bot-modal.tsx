import { Modal, Stack, TextInput } from '@mantine/core';
import { MAX_LENGTH } from '@panel/domain/constants';
import { BOT_MESSAGES as M, botMessage, type BotBody, type BotView } from '@panel/domain/bots/bot-rules';
import { FormActions } from '@/components/ui/form-actions';
import { FormSwitch } from '@/components/ui/form-switch';
import { QuerySelect } from '@/components/ui/query-select';
import { useFieldRules } from '@/lib/use-form';
import { useIslandOptions } from '../api/get-island-options';
import { BOTS_TEXTS } from '../texts';

const T = BOTS_TEXTS.modal;

interface FormValues {
  name: string;
  tenant_id: number | null;
  url: string;
  /** null until touched: then it follows whether the chosen island already has a bot. */
  assigned: boolean | null;
}
type Field = 'name' | 'tenant_id' | 'url';

interface BotModalProps {
  opened: boolean;
  bot: BotView | null;
  /** Islands whose bot is already assigned: a new bot there is not assigned unless asked. */
  islandsWithBot: ReadonlySet<number>;
  saving: boolean;
  onClose: () => void;
  onSave: (body: BotBody) => Promise<boolean>;
}

/**
 * Bot modal (docs/features/bots.md): a name and an island, plus the URL the panel reaches the bot at and
 * whether it is its island's bot. The first failing rule shows under its field.
 */
export function BotModal({ opened, onClose, ...form }: BotModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={form.bot ? T.editTitle : T.newTitle} centered>
      <BotForm {...form} enabled={opened} onCancel={onClose} />
    </Modal>
  );
}

function BotForm({
  bot,
  islandsWithBot,
  saving,
  enabled,
  onSave,
  onCancel,
}: Omit<BotModalProps, 'opened' | 'onClose'> & { enabled: boolean; onCancel: () => void }) {
  const islands = useIslandOptions(enabled);
  const { values, set, textProps, idProps, submit } = useFieldRules<FormValues, Field>(
    {
      name: bot?.name ?? '',
      tenant_id: bot?.tenant_id ?? null,
      url: bot?.url ?? '',
      assigned: bot ? bot.assigned : null,
    },
    { message: botMessage, fields: { [M.name]: 'name', [M.island]: 'tenant_id' }, otherwise: 'url' },
  );
  const assigned = values.assigned ?? (values.tenant_id !== null && !islandsWithBot.has(values.tenant_id));

  return (
    <form
      onSubmit={submit(({ name, tenant_id, url }) =>
        onSave({ name: name.trim(), tenant_id, url: url.trim(), assigned }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label={T.name} {...textProps('name')} maxLength={MAX_LENGTH.name} data-autofocus />
        <QuerySelect
          label={T.island}
          placeholder={T.islandPlaceholder}
          query={islands}
          option={(island) => ({ value: String(island.id), label: island.name })}
          {...idProps('tenant_id')}
        />
        <TextInput
          label={T.url}
          description={T.urlHint}
          {...textProps('url')}
          maxLength={MAX_LENGTH.url}
          inputMode="url"
          autoComplete="off"
        />
        <FormSwitch
          label={T.assigned}
          description={T.assignedHint}
          checked={assigned}
          onChange={(on) => set('assigned', on)}
        />
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
