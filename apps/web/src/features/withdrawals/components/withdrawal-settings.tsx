import { useState } from 'react';
import { Button, Group, Loader, Modal, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { centavosToPesos, formatPesos, pesosToCentavos } from '@panel/domain/money';
import { MAX_MOVEMENT_CENTAVOS } from '@panel/domain/players/player-rules';
import { centavosToTyped, readTypedAmount, type AmountBounds } from '@panel/domain/typed-amount';
import type { WithdrawalSettingsView } from '@panel/domain/withdrawals/withdrawal-view';
import { AmountInput } from '@/components/ui/amount-input';
import { RowAction } from '@/components/ui/row-action';
import { settingsCalls } from '../api/withdrawals';
import { WITHDRAWALS_TEXTS } from '../texts';

const T = WITHDRAWALS_TEXTS.settings;
const settingsKey = (id: number) => ['withdrawal-settings', id] as const;

type MoneyKey = 'maxPerRequest' | 'maxPerDay' | 'fourEyesAbove';
/** The limits as typed, the Argentine way, with the panel's one money field (AmountInput). */
type Draft = Omit<WithdrawalSettingsView, 'withdrawMin' | MoneyKey> & Record<MoneyKey, string>;
const BOUNDS: AmountBounds = { max: MAX_MOVEMENT_CENTAVOS };
const MONEY_KEYS: MoneyKey[] = ['maxPerRequest', 'maxPerDay', 'fourEyesAbove'];
const typed = (pesos: number | null) => (pesos === null ? '' : centavosToTyped(pesosToCentavos(pesos)));
/** Empty is "no limit" (null); undefined when the text is not an amount (the field says why). */
const pesosOf = (text: string): number | null | undefined => {
  if (!text.trim()) return null;
  const { centavos, refusal } = readTypedAmount(text, BOUNDS);
  return centavos === null || refusal ? undefined : centavosToPesos(centavos);
};

function SettingsForm({
  islandId,
  settings,
  onClose,
}: {
  islandId: number;
  settings: WithdrawalSettingsView;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => {
    const { withdrawMin: _min, ...rest } = settings;
    return {
      ...rest,
      maxPerRequest: typed(settings.maxPerRequest),
      maxPerDay: typed(settings.maxPerDay),
      fourEyesAbove: typed(settings.fourEyesAbove),
    };
  });
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const money = (key: MoneyKey, label: string) => (
    <AmountInput
      label={label}
      placeholder={T.empty}
      bounds={BOUNDS}
      value={draft[key]}
      onChange={(text) => set(key, text)}
    />
  );
  /** An end of the hours requests are taken in, typed as HH:MM. */
  const hour = (key: 'hoursFrom' | 'hoursTo', label: string, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={draft[key] ?? ''}
      onChange={(e) => set(key, e.currentTarget.value)}
      maxLength={5}
    />
  );
  const save = async () => {
    const limits = Object.fromEntries(MONEY_KEYS.map((key) => [key, pesosOf(draft[key])]));
    // A refused amount already says why under its field.
    if (Object.values(limits).includes(undefined)) return;
    setSaving(true);
    try {
      const { message: _message, ...saved } = await settingsCalls.save(islandId, {
        ...draft,
        ...(limits as Record<MoneyKey, number | null>),
        hoursFrom: draft.hoursFrom || null,
        hoursTo: draft.hoursTo || null,
      });
      queryClient.setQueryData(settingsKey(islandId), saved);
      onClose();
    } catch {
      // the API client showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.minimum(formatPesos(settings.withdrawMin))}
      </Text>
      {money('maxPerRequest', T.maxPerRequest)}
      {money('maxPerDay', T.maxPerDay)}
      <NumberInput
        label={T.requestsPerDay}
        placeholder={T.empty}
        min={1}
        max={1000}
        allowDecimal={false}
        allowNegative={false}
        value={draft.requestsPerDay ?? ''}
        onChange={(value) => set('requestsPerDay', typeof value === 'number' ? value : null)}
      />
      <Group grow align="flex-end">
        {hour('hoursFrom', T.hoursFrom, '09:00')}
        {hour('hoursTo', T.hoursTo, '21:00')}
      </Group>
      {money('fourEyesAbove', T.fourEyesAbove)}
      <Switch
        label={T.refuseForeignHolder}
        description={T.refuseForeignHolderHint}
        checked={draft.refuseForeignHolder}
        onChange={(e) => set('refuseForeignHolder', e.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {T.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** The Islas row action for the island's withdrawal rules (rol 1; docs/features/withdrawals.md). */
export function WithdrawalRulesAction({ island }: { island: { id: number; name: string } }) {
  const [opened, setOpened] = useState(false);
  const query = useQuery({
    queryKey: settingsKey(island.id),
    queryFn: () => settingsCalls.read(island.id),
    enabled: opened,
  });
  return (
    <>
      <RowAction label={T.action(island.name)} color="teal" onClick={() => setOpened(true)}>
        <IconCashBanknote size={18} aria-hidden />
      </RowAction>
      {opened ? (
        <Modal opened onClose={() => setOpened(false)} title={T.title(island.name)} centered>
          {query.data ? (
            <SettingsForm islandId={island.id} settings={query.data} onClose={() => setOpened(false)} />
          ) : query.isError ? (
            <Text c="red">{T.loadError}</Text>
          ) : (
            <Loader color="green" type="dots" />
          )}
        </Modal>
      ) : null}
    </>
  );
}
