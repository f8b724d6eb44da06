import { Suspense, type ComponentType } from 'react';
import { Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAX_LENGTH } from '@panel/domain/constants';
import { pesosToCentavos } from '@panel/domain/money';
import {
  ISLAND_MESSAGES,
  islandMessage,
  MAX_ISLAND_AMOUNT,
  NO_STORED_SECRETS,
  type IslandInput,
} from '@panel/domain/islands/island-rules';
import type { IslandView } from '@panel/domain/islands/island-view';
import { centavosToTyped, type AmountBounds } from '@panel/domain/typed-amount';
import { readAmountFields } from '@/lib/amount-fields';
import { sendUnlessRefused } from '@/lib/notify';
import { submitted, useFormValues } from '@/lib/use-form';
import { AmountInput } from '@/components/ui/amount-input';
import { DigitsInput, digitsValue } from '@/components/ui/digits-input';
import { FormActions } from '@/components/ui/form-actions';
import { useSaveIsland } from '../api/save-island';
import { ISLANDS_TEXTS } from '../texts';

const T = ISLANDS_TEXTS.modal;

/** The amounts as typed (shared money field) and the bonus as digits. */
interface FormValues extends Omit<IslandInput, 'charge' | 'bonus' | 'withdraw'> {
  charge: string;
  bonus: string;
  withdraw: string;
}

const EMPTY: FormValues = {
  name: '',
  url: '',
  panelUserName: '',
  panelUserPassword: '',
  defaultClientPassword: '',
  charge: '',
  bonus: '',
  withdraw: '',
  prefix: '',
};

/** A zero minimum counts as missing (README 'Island passwords'), so it gets the "Debe ingresar …" text. */
const minimumBounds = (required: string): AmountBounds => ({
  max: pesosToCentavos(MAX_ISLAND_AMOUNT),
  required,
  belowMin: required,
});
const CHARGE_BOUNDS = minimumBounds(ISLAND_MESSAGES.chargeRequired);
const WITHDRAW_BOUNDS = minimumBounds(ISLAND_MESSAGES.withdrawRequired);

/** The input the rules read, and the first failing rule with a refused amount said as such. */
function readForm(values: FormValues, stored: typeof NO_STORED_SECRETS) {
  const { pesos, explain } = readAmountFields({
    charge: { label: T.charge, text: values.charge, bounds: CHARGE_BOUNDS },
    withdraw: { label: T.withdraw, text: values.withdraw, bounds: WITHDRAW_BOUNDS },
  });
  const input: IslandInput = { ...values, ...pesos, bonus: digitsValue(values.bonus) };
  return { input, message: explain(islandMessage(input, stored)) };
}

/** The two passwords and whether the island has one stored already: empty keeps it. */
const SECRETS = [
  ['panelUserPassword', 'hasPanelUserPassword'],
  ['defaultClientPassword', 'hasDefaultClientPassword'],
] as const;

/** The passwords are never sent to the browser: an edit starts with them empty ("unchanged"). */
const fromIsland = (island: IslandView): FormValues => ({
  name: island.name,
  url: island.url,
  panelUserName: island.panelUserName,
  panelUserPassword: '',
  defaultClientPassword: '',
  charge: centavosToTyped(pesosToCentavos(island.charge)),
  bonus: String(island.bonus),
  withdraw: centavosToTyped(pesosToCentavos(island.withdraw)),
  prefix: island.prefix,
});

interface IslandModalProps {
  opened: boolean;
  /** The island to edit, or null for a new one. */
  island: IslandView | null;
  onClose: () => void;
  /** A block another feature adds under an existing island's fields, through the app (four eyes). */
  ExtraBlock?: ComponentType<{ islandId: number }>;
}

/** Island modal (docs/features/islands.md): every field; the first failing rule is shown and the modal stays. */
export function IslandModal({ opened, island, onClose, ExtraBlock }: IslandModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered size="lg">
      <IslandForm key={island?.id ?? 'new'} island={island} onDone={onClose} />
      {island && ExtraBlock ? (
        <Suspense fallback={null}>
          <ExtraBlock islandId={island.id} />
        </Suspense>
      ) : null}
    </Modal>
  );
}

function IslandForm({ island, onDone }: { island: IslandView | null; onDone: () => void }) {
  const { values, set, textProps } = useFormValues<FormValues>(island ? fromIsland(island) : EMPTY);
  const save = useSaveIsland();
  const stored = island ?? NO_STORED_SECRETS;

  const setTyped = (field: 'charge' | 'bonus' | 'withdraw') => (value: string) => set(field, value);

  const submit = () => {
    const { input, message } = readForm(values, stored);
    sendUnlessRefused(message, () => save.mutate({ id: island?.id ?? null, input }, { onSuccess: onDone }));
  };

  return (
    <form onSubmit={submitted(submit)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={T.name} {...textProps('name')} maxLength={MAX_LENGTH.name} />
          <TextInput
            label={T.url}
            type="url"
            {...textProps('url')}
            placeholder="https://"
            maxLength={MAX_LENGTH.url}
          />
          <TextInput
            label={T.panelUserName}
            {...textProps('panelUserName')}
            autoComplete="off"
            maxLength={MAX_LENGTH.name}
          />
          {SECRETS.map(([field, isStored]) => (
            <PasswordInput
              key={field}
              label={T[field]}
              {...textProps(field)}
              description={stored[isStored] ? T.storedSecret : undefined}
              autoComplete="new-password"
              maxLength={MAX_LENGTH.password}
            />
          ))}
          <AmountInput
            label={T.charge}
            value={values.charge}
            onChange={setTyped('charge')}
            bounds={CHARGE_BOUNDS}
          />
          <DigitsInput label={T.bonus} value={values.bonus} onChange={setTyped('bonus')} rightSection="%" />
          <AmountInput
            label={T.withdraw}
            value={values.withdraw}
            onChange={setTyped('withdraw')}
            bounds={WITHDRAW_BOUNDS}
          />
          <TextInput
            label={T.prefix}
            description={T.prefixHint}
            {...textProps('prefix')}
            maxLength={MAX_LENGTH.prefix}
          />
        </SimpleGrid>
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
