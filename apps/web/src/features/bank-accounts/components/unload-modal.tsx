import { useState } from 'react';
import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { formatPesos } from '@panel/domain/money';
import type { BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import { FormActions } from '@/components/ui/form-actions';
import { BANK_ACCOUNTS_TEXTS } from '../texts';

const T = BANK_ACCOUNTS_TEXTS.unload;

interface UnloadModalProps {
  account: BankAccountView | null;
  opened: boolean;
  onClose: () => void;
  /** The amount to take out, in pesos; the modal has already closed (SPEC §4). */
  onAccept: (amount: number) => void;
}

/**
 * Wallet unload (SPEC §2.9, §5): a number from 0 to the balance, no error message; the input
 * clamps what is typed to that range.
 */
export function UnloadModal({ account, opened, onClose, onAccept }: UnloadModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered>
      {account ? <UnloadForm account={account} onClose={onClose} onAccept={onAccept} /> : null}
    </Modal>
  );
}

function UnloadForm({
  account,
  onClose,
  onAccept,
}: Omit<UnloadModalProps, 'opened'> & { account: BankAccountView }) {
  const [amount, setAmount] = useState<number | ''>('');
  const valid = typeof amount === 'number' && amount > 0 && amount <= account.amount;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        onClose();
        onAccept(amount);
      }}
      noValidate
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{`${account.name} · ${account.bank.bankname}`}</Text>
          <Text size="sm">
            {T.balance}: <b>{formatPesos(account.amount)}</b>
          </Text>
        </Stack>
        <NumberInput
          label={T.amount}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          min={0}
          max={account.amount}
          clampBehavior="strict"
          allowNegative={false}
          decimalScale={2}
          thousandSeparator="."
          decimalSeparator=","
          prefix="$ "
          inputMode="decimal"
          hideControls
          data-autofocus
        />
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.accept}
          onCancel={onClose}
          submitDisabled={!valid}
        />
      </Stack>
    </form>
  );
}
