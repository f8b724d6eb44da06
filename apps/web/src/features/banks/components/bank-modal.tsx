import { useState, type FormEvent } from 'react';
import { Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  BANK_LIMIT_FIELDS,
  MAX_BANK_LIMIT,
  type BankInput,
  type BankLimitField,
} from '@panel/domain/banks/bank-rules';
import { FormActions } from '@/components/ui/form-actions';
import { BANKS_TEXTS } from '../texts';

const T = BANKS_TEXTS.modal;

export const EMPTY_BANK: BankInput = {
  bankname: '',
  transactoplimit: null,
  transacbottomlimit: null,
  dailytoplimit: null,
  monthlytoplimit: null,
  toplimitinuse: null,
  dailytransaclimit: null,
};

interface BankModalProps {
  opened: boolean;
  /** What the form starts with: a draft, the bank being edited, or EMPTY_BANK. */
  initial: BankInput;
  onClose: () => void;
  /** Every submit, valid or not: the page closes the modal and decides (SPEC §4 'Save modals'). */
  onSubmit: (values: BankInput) => void;
}

/** Modal 'Cuenta' of the Bancos screen (SPEC §2.8): the name and the six limits in the spec's order. */
export function BankModal({ opened, initial, onClose, onSubmit }: BankModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered size="lg">
      <BankForm initial={initial} onSubmit={onSubmit} onCancel={onClose} />
    </Modal>
  );
}

function BankForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: BankInput;
  onSubmit: (values: BankInput) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<BankInput>(initial);
  const setLimit = (field: BankLimitField) => (value: string | number) =>
    setValues((current) => ({ ...current, [field]: typeof value === 'number' ? value : null }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.bankname}
          value={values.bankname}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setValues((current) => ({ ...current, bankname: value }));
          }}
          maxLength={100}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {BANK_LIMIT_FIELDS.map((field) => {
            const isCount = field === 'dailytransaclimit';
            return (
              <NumberInput
                key={field}
                label={T[field]}
                value={values[field] ?? ''}
                onChange={setLimit(field)}
                min={0}
                max={isCount ? 1_000_000 : MAX_BANK_LIMIT}
                allowNegative={false}
                allowDecimal={!isCount}
                decimalScale={isCount ? 0 : 2}
                thousandSeparator="."
                decimalSeparator=","
                prefix={isCount ? undefined : '$ '}
                hideControls
                inputMode={isCount ? 'numeric' : 'decimal'}
              />
            );
          })}
        </SimpleGrid>
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
