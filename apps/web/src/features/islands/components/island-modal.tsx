import { useState, type FormEvent } from 'react';
import { Modal, NumberInput, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  islandMessage,
  MAX_ISLAND_AMOUNT,
  NO_STORED_SECRETS,
  type IslandInput,
} from '@panel/domain/tenants/island-rules';
import type { IslandView } from '@panel/domain/tenants/island-view';
import { notifyError } from '@/lib/notify';
import { FormActions } from '@/components/ui/form-actions';
import { useSaveIsland } from '../api/save-island';
import { ISLANDS_TEXTS } from '../texts';

const T = ISLANDS_TEXTS.modal;

type NumberField = number | string;
interface FormValues extends Omit<IslandInput, 'charge' | 'bonus' | 'withdraw'> {
  charge: NumberField;
  bonus: NumberField;
  withdraw: NumberField;
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

/** NumberInput gives '' when empty and text while typing; the rules read null and numbers. */
const toNumber = (value: NumberField): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

const toInput = (values: FormValues): IslandInput => ({
  ...values,
  charge: toNumber(values.charge),
  bonus: toNumber(values.bonus),
  withdraw: toNumber(values.withdraw),
});

/** The passwords are never sent to the browser: an edit starts with them empty ("unchanged"). */
const fromIsland = (island: IslandView): FormValues => ({
  name: island.name,
  url: island.url,
  panelUserName: island.panelUserName,
  panelUserPassword: '',
  defaultClientPassword: '',
  charge: island.charge,
  bonus: island.bonus,
  withdraw: island.withdraw,
  prefix: island.prefix,
});

interface IslandModalProps {
  opened: boolean;
  /** The island to edit, or null for a new one. */
  island: IslandView | null;
  onClose: () => void;
}

/** Island modal (SPEC §2.13, §5): every field; the first failing rule is shown and the modal stays. */
export function IslandModal({ opened, island, onClose }: IslandModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered size="lg">
      <IslandForm key={island?.id ?? 'new'} island={island} onDone={onClose} />
    </Modal>
  );
}

function IslandForm({ island, onDone }: { island: IslandView | null; onDone: () => void }) {
  const [values, setValues] = useState<FormValues>(island ? fromIsland(island) : EMPTY);
  const save = useSaveIsland();
  const stored = island ?? NO_STORED_SECRETS;

  const setText = (field: keyof FormValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const setNumber = (field: 'charge' | 'bonus' | 'withdraw') => (value: NumberField) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toInput(values);
    const message = islandMessage(input, stored);
    if (message) {
      notifyError(message);
      return;
    }
    save.mutate({ id: island?.id ?? null, input }, { onSuccess: onDone });
  };

  const money = {
    min: 0,
    max: MAX_ISLAND_AMOUNT,
    decimalScale: 2,
    decimalSeparator: ',',
    thousandSeparator: '.',
    prefix: '$ ',
    hideControls: true,
  } as const;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={T.name} value={values.name} onChange={setText('name')} maxLength={100} />
          <TextInput
            label={T.url}
            type="url"
            value={values.url}
            onChange={setText('url')}
            placeholder="https://"
            maxLength={500}
          />
          <TextInput
            label={T.panelUserName}
            value={values.panelUserName}
            onChange={setText('panelUserName')}
            autoComplete="off"
            maxLength={100}
          />
          <PasswordInput
            label={T.panelUserPassword}
            value={values.panelUserPassword}
            onChange={setText('panelUserPassword')}
            description={stored.hasPanelUserPassword ? T.storedSecret : undefined}
            autoComplete="new-password"
            maxLength={128}
          />
          <PasswordInput
            label={T.defaultClientPassword}
            value={values.defaultClientPassword}
            onChange={setText('defaultClientPassword')}
            description={stored.hasDefaultClientPassword ? T.storedSecret : undefined}
            autoComplete="new-password"
            maxLength={128}
          />
          <NumberInput label={T.charge} value={values.charge} onChange={setNumber('charge')} {...money} />
          <NumberInput
            label={T.bonus}
            value={values.bonus}
            onChange={setNumber('bonus')}
            min={0}
            max={100}
            allowDecimal={false}
            suffix=" %"
            hideControls
          />
          <NumberInput
            label={T.withdraw}
            value={values.withdraw}
            onChange={setNumber('withdraw')}
            {...money}
          />
          <TextInput
            label={T.prefix}
            description={T.prefixHint}
            value={values.prefix}
            onChange={setText('prefix')}
            maxLength={20}
          />
        </SimpleGrid>
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
