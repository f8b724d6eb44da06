import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy, IconFileDownload, IconFilter } from '@tabler/icons-react';
import {
  AUDIENCE_LIMITS,
  AUDIENCE_RANGES,
  audienceFiltersMessage,
  audienceMessage,
  type Audience,
  type AudienceFilterKey,
  type AudienceInput,
  type AudienceRange,
  type AudienceView,
} from '@panel/domain/audiences/audience-rules';
import { countAudienceClients, useSaveAudience } from '../api/audience-requests';
import { showErrorAlert } from '../error-alert';
import { AUDIENCES_TEXTS as T } from '../texts';
import { exportAudience, formatCount } from './export-audience';

type FieldValue = number | string;
type FormValues = { name: string } & Record<AudienceFilterKey, FieldValue>;

const EMPTY: FormValues = {
  name: '',
  chargesQuantityMin: '',
  chargesQuantityMax: '',
  daysInactiveMin: '',
  daysInactiveMax: '',
  chargeAmountMin: '',
  chargeAmountMax: '',
};

/** NumberInput gives '' when empty and text while typing; the rules read null and numbers (NaN if not one). */
const toNumber = (value: FieldValue): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

function toInput({ name, ...filters }: FormValues): AudienceInput {
  const numbers = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, toNumber(value)]));
  return { name, ...(numbers as Record<AudienceFilterKey, number | null>) };
}

/** Only call after the rules passed: every field is then a number. */
const toAudience = (input: AudienceInput): Audience => ({ ...(input as Audience), name: input.name!.trim() });

const RANGE_FIELDS: Record<AudienceRange, { legend: string; max: number; money: boolean }> = {
  chargesQuantity: { legend: T.columns.chargesQuantity, max: AUDIENCE_LIMITS.chargesQuantity, money: false },
  daysInactive: { legend: T.columns.daysInactive, max: AUDIENCE_LIMITS.daysInactive, money: false },
  chargeAmount: { legend: T.columns.chargeAmount, max: AUDIENCE_LIMITS.chargeAmount, money: true },
};

interface AudienceModalProps {
  opened: boolean;
  /** The audience to edit, or null for a new one. */
  audience: AudienceView | null;
  onClose: () => void;
}

/** New/edit audience (SPEC §2.15): name, three min–max filters, 'Alcance', export CSV and save. */
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
  const [values, setValues] = useState<FormValues>(audience ? { ...EMPTY, ...audience } : EMPTY);
  // The reach shown belongs to the filters it was counted for: any change clears it.
  const [reach, setReach] = useState<number | null>(null);
  const save = useSaveAudience();

  const set = (field: keyof FormValues) => (value: FieldValue) => {
    setValues((current) => ({ ...current, [field]: value }));
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
    if (filters) setReach((await countAudienceClients(filters)) ?? null);
  };

  const exportCsv = async () => {
    const valid = checked(audienceMessage);
    if (valid) await exportAudience(valid);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = checked(audienceMessage);
    if (!valid) return;
    const saved = await save.mutateAsync({ id: audience?.id ?? null, audience: valid });
    if (saved) onSaved();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.modal.name}
          value={values.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          maxLength={AUDIENCE_LIMITS.name}
          data-autofocus
        />
        {AUDIENCE_RANGES.map((range) => {
          const field = RANGE_FIELDS[range];
          const numberProps = {
            min: 0,
            max: field.max,
            // The rules, not silent clamping, tell the user a value is outside its limits.
            clampBehavior: 'none' as const,
            allowNegative: false,
            hideControls: true,
            ...(field.money
              ? { decimalScale: 2, thousandSeparator: '.', decimalSeparator: ',', prefix: '$ ' }
              : { allowDecimal: false }),
          };
          return (
            <Fieldset key={range} legend={field.legend} variant="filled" p="sm">
              <SimpleGrid cols={2} spacing="sm">
                <NumberInput
                  label={T.modal.min}
                  aria-label={T.modal.fieldLabel(field.legend, T.modal.min)}
                  value={values[`${range}Min`]}
                  onChange={set(`${range}Min`)}
                  {...numberProps}
                />
                <NumberInput
                  label={T.modal.max}
                  aria-label={T.modal.fieldLabel(field.legend, T.modal.max)}
                  value={values[`${range}Max`]}
                  onChange={set(`${range}Max`)}
                  {...numberProps}
                />
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
