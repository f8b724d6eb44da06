import { Modal, Stack, TextInput } from '@mantine/core';
import {
  BANK_ACCOUNT_MESSAGES as M,
  bankAccountMessage,
  type BankAccountBody,
} from '@panel/domain/bank-accounts/bank-account-rules';
import { MAX_LENGTH } from '@panel/domain/constants';
import type { BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import { FormActions } from '@/components/ui/form-actions';
import { FormSwitch } from '@/components/ui/form-switch';
import { QuerySelect } from '@/components/ui/query-select';
import { useFieldRules } from '@/lib/use-form';
import { useBankOptions } from '../api/get-bank-options';
import { BANK_ACCOUNTS_TEXTS } from '../texts';

const T = BANK_ACCOUNTS_TEXTS.modal;

interface FormValues {
  name: string;
  bankId: number | null;
  number: string;
  active: boolean;
}
type Field = keyof FormValues;

interface BankAccountModalProps {
  opened: boolean;
  /** The account being edited, or null for 'Nueva'. */
  account: BankAccountView | null;
  /** Saving is running: the buttons wait. */
  saving: boolean;
  onClose: () => void;
  /** Called with a valid body; resolves true when saved, so the modal closes. */
  onSave: (body: BankAccountBody) => Promise<boolean>;
  /** The caller may not change an existing account's CBU (rol 3, docs/features/roles.md). */
  cbuLocked: boolean;
}

/**
 * New and edit account (docs/features/bank-accounts.md): titular, bank, CBU and active (true for a new one). The
 * first failing rule shows under its field and the modal stays open.
 */
export function BankAccountModal({ opened, onClose, cbuLocked, ...form }: BankAccountModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={form.account ? T.editTitle : T.newTitle} centered>
      <BankAccountForm
        {...form}
        onCancel={onClose}
        enabled={opened}
        cbuLocked={cbuLocked && form.account !== null}
      />
    </Modal>
  );
}

function BankAccountForm({
  account,
  saving,
  enabled,
  onSave,
  onCancel,
  cbuLocked,
}: Omit<BankAccountModalProps, 'opened' | 'onClose'> & { enabled: boolean; onCancel: () => void }) {
  const banks = useBankOptions(enabled);
  const { values, set, errorFor, textProps, idProps, submit } = useFieldRules<FormValues, Field>(
    {
      name: account?.name ?? '',
      bankId: account?.bankId ?? null,
      number: account?.number ?? '',
      active: account?.active ?? true,
    },
    { message: bankAccountMessage, fields: { [M.name]: 'name', [M.bankId]: 'bankId' }, otherwise: 'number' },
  );

  return (
    <form onSubmit={submit((valid) => onSave({ ...valid, name: valid.name.trim() }))} noValidate>
      <Stack gap="sm">
        <TextInput label={T.name} {...textProps('name')} maxLength={MAX_LENGTH.name} data-autofocus />
        <QuerySelect
          label={T.bank}
          placeholder={T.bankPlaceholder}
          query={banks}
          option={(bank) => ({ value: String(bank.id), label: bank.bankname })}
          {...idProps('bankId')}
          nothingFoundMessage={T.noBanks}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={T.number}
          description={cbuLocked ? T.cbuLocked : T.numberHint}
          value={values.number}
          readOnly={cbuLocked}
          // A CBU is digits only; spaces or dashes pasted with it are dropped.
          onChange={(event) => set('number', event.currentTarget.value.replace(/\D/g, '').slice(0, 22))}
          error={errorFor('number')}
          inputMode="numeric"
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <FormSwitch label={T.active} checked={values.active} onChange={(on) => set('active', on)} />
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
