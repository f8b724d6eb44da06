import { useState } from 'react';
import { Badge, Button, Fieldset, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconFileDownload, IconFilter } from '@tabler/icons-react';
import {
  AUDIENCE_LIMITS,
  AUDIENCE_MESSAGES,
  AUDIENCE_RANGES,
  audienceFiltersMessage,
  audienceMessage,
  type Audience,
  type AudienceFilterKey,
  type AudienceInput,
  type AudienceRange,
  type AudienceView,
} from '@panel/domain/audiences/audience-rules';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { centavosToTyped, readTypedAmount, type AmountBounds } from '@panel/domain/typed-amount';
import { AmountInput } from '@/components/ui/amount-input';
import { DigitsInput, digitsValue } from '@/components/ui/digits-input';
import { submitted, useFormValues } from '@/lib/use-form';
import { countAudiencePlayers, useSaveAudience } from '../api/audience-requests';
import { showErrorAlert } from '../error-alert';
import { AUDIENCES_TEXTS as T } from '../texts';
import { exportAudience, formatCount } from './export-audience';

/** Every filter as typed: counts and days as digits, the load amounts in the shared money field. */
type FormValues = { name: string } & Record<AudienceFilterKey, string>;

const EMPTY: FormValues = {
  name: '',
  chargesQuantityMin: '',
  chargesQuantityMax: '',
  daysInactiveMin: '',
  daysInactiveMax: '',
  chargeAmountMin: '',
  chargeAmountMax: '',
};

/** docs/features/audiences.md: a load amount from 0 to 9999999 pesos. */
const AMOUNT_BOUNDS: AmountBounds = {
  min: 0,
  max: pesosToCentavos(AUDIENCE_LIMITS.chargeAmount),
  aboveMax: AUDIENCE_MESSAGES.chargeAmountRange,
};
const isAmount = (key: AudienceFilterKey) => key.startsWith('chargeAmount');

/**
 * Empty is null; a refused amount is NaN, so the rules answer with the amount's range message while
 * the field says exactly why.
 */
function readFilter(key: AudienceFilterKey, text: string): number | null {
  if (!isAmount(key)) return digitsValue(text);
  if (!text.trim()) return null;
  const { centavos } = readTypedAmount(text, AMOUNT_BOUNDS);
  return centavos === null ? Number.NaN : centavosToPesos(centavos);
}

function toInput({ name, ...filters }: FormValues): AudienceInput {
  const numbers = Object.fromEntries(
    (Object.keys(filters) as AudienceFilterKey[]).map((key) => [key, readFilter(key, filters[key])]),
  );
  return { name, ...(numbers as Record<AudienceFilterKey, number | null>) };
}

function fromAudience({ name, ...filters }: AudienceView): FormValues {
  const text = (key: AudienceFilterKey) =>
    isAmount(key) ? centavosToTyped(pesosToCentavos(filters[key])) : String(filters[key]);
  return {
    name,
    chargesQuantityMin: text('chargesQuantityMin'),
    chargesQuantityMax: text('chargesQuantityMax'),
    daysInactiveMin: text('daysInactiveMin'),
    daysInactiveMax: text('daysInactiveMax'),
    chargeAmountMin: text('chargeAmountMin'),
    chargeAmountMax: text('chargeAmountMax'),
  };
}

/** Only call after the rules passed: every field is then a number. */
const toAudience = (input: AudienceInput): Audience => ({ ...(input as Audience), name: input.name!.trim() });

const RANGE_LEGENDS: Record<AudienceRange, string> = {
  chargesQuantity: T.columns.chargesQuantity,
  daysInactive: T.columns.daysInactive,
  chargeAmount: T.columns.chargeAmount,
};

interface AudienceModalProps {
  opened: boolean;
  /** The audience to edit, or null for a new one. */
  audience: AudienceView | null;
  onClose: () => void;
}

/** New/edit audience (docs/features/audiences.md): name, three min–max filters, 'Alcance', export CSV and save. */
export function AudienceModal({ opened, audience, onClose }: AudienceModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={audience ? T.modal.editTitle : T.modal.createTitle}
      centered
      size="lg"
    >
      <AudienceForm key={audience?.id ?? 'new'} audience={audience} onSaved={onClose} />
    </Modal>
  );
}

function AudienceForm({ audience, onSaved }: { audience: AudienceView | null; onSaved: () => void }) {
  const { values, set: setField } = useFormValues<FormValues>(audience ? fromAudience(audience) : EMPTY);
  // The reach shown belongs to the filters it was counted for: any change clears it.
  const [reach, setReach] = useState<number | null>(null);
  const save = useSaveAudience();

  const set = (field: keyof FormValues) => (value: string) => {
    setField(field, value);
    setReach(null);
  };

  /** The input when it passes `rule`; otherwise the alert dialog shows the first failing rule. */
  const checked = (rule: (input: AudienceInput) => string | undefined): Audience | null => {
    const input = toInput(values);
    const message = rule(input);
    if (message) {
      showErrorAlert(message);
      return null;
    }
    return toAudience(input);
  };

  const countReach = async () => {
    const filters = checked(audienceFiltersMessage);
    if (filters) setReach((await countAudiencePlayers(filters)) ?? null);
  };

  const exportCsv = async () => {
    const valid = checked(audienceMessage);
    if (valid) await exportAudience(valid);
  };

  const submit = async () => {
    const valid = checked(audienceMessage);
    if (!valid) return;
    const saved = await save.mutateAsync({ id: audience?.id ?? null, audience: valid });
    if (saved) onSaved();
  };

  return (
    <form onSubmit={submitted(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.modal.name}
          value={values.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          maxLength={AUDIENCE_LIMITS.name}
          data-autofocus
        />
        {AUDIENCE_RANGES.map((range) => {
          const legend = RANGE_LEGENDS[range];
          const Field = range === 'chargeAmount' ? AmountInput : DigitsInput;
          const bounds = range === 'chargeAmount' ? { bounds: AMOUNT_BOUNDS } : {};
          return (
            <Fieldset key={range} legend={legend} variant="filled" p="sm">
              <SimpleGrid cols={2} spacing="sm">
                {(['Min', 'Max'] as const).map((end) => (
                  <Field
                    key={end}
                    label={end === 'Min' ? T.modal.min : T.modal.max}
                    aria-label={T.modal.fieldLabel(legend, end === 'Min' ? T.modal.min : T.modal.max)}
                    value={values[`${range}${end}`]}
                    onChange={set(`${range}${end}`)}
                    {...bounds}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          );
        })}
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button variant="light" leftSection={<IconFilter size={18} aria-hidden />} onClick={countReach}>
              {T.modal.reach}
            </Button>
            {reach !== null && (
              <Badge size="lg" variant="outline" tt="none" aria-live="polite">
                {T.modal.reachCount(formatCount(reach))}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileDownload size={18} aria-hidden />}
              onClick={exportCsv}
            >
              {T.modal.exportCsv}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              loading={save.isPending}
            >
              {T.modal.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
