import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAX_LENGTH } from '@panel/domain/constants';
import { AmountInput } from '@/components/ui/amount-input';
import { DigitsInput } from '@/components/ui/digits-input';
import { FormActions } from '@/components/ui/form-actions';
import { submitted, useFormValues } from '@/lib/use-form';
import { COUNT_FIELD, limitBounds, MONEY_FIELDS, type BankDraft } from '../bank-draft';
import { BANKS_TEXTS } from '../texts';

const T = BANKS_TEXTS.modal;

interface BankModalProps {
  opened: boolean;
  /** What the form starts with: a draft, the bank being edited, or EMPTY_BANK. */
  initial: BankDraft;
  onClose: () => void;
  /** Every submit, valid or not: the page closes the modal and decides (docs/features/banks.md). */
  onSubmit: (draft: BankDraft) => void;
}

/**
 * Modal 'Cuenta' of the Bancos screen (docs/features/banks.md): the name, the five money limits in the shared
 * money field and the daily count in digits, in the spec's order.
 */
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
  initial: BankDraft;
  onSubmit: (draft: BankDraft) => void;
  onCancel: () => void;
}) {
  const { values: draft, set: setField, textProps } = useFormValues<BankDraft>(initial);
  const set = (field: keyof BankDraft) => (value: string) => setField(field, value);

  return (
    <form onSubmit={submitted(() => onSubmit(draft))} noValidate>
      <Stack gap="sm">
        <TextInput label={T.bankname} {...textProps('bankname')} maxLength={MAX_LENGTH.name} data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          {MONEY_FIELDS.map((field) => (
            <AmountInput
              key={field}
              label={T[field]}
              value={draft[field]}
              onChange={set(field)}
              bounds={limitBounds(field)}
            />
          ))}
          <DigitsInput label={T[COUNT_FIELD]} value={draft[COUNT_FIELD]} onChange={set(COUNT_FIELD)} />
        </SimpleGrid>
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
