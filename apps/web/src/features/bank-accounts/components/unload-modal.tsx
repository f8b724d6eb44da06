import { Modal, Stack, Text } from '@mantine/core';
import { BANK_ACCOUNT_MESSAGES, type BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import { centavosToPesos, formatCentavos, formatPesos, pesosToCentavos } from '@panel/domain/money';
import type { AmountBounds } from '@panel/domain/typed-amount';
import { AmountInput } from '@/components/ui/amount-input';
import { FormActions } from '@/components/ui/form-actions';
import { keepAmountsWhole } from '@/lib/amount-fields';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useCheckedAmount } from '@/lib/use-checked-amount';
import { submitted } from '@/lib/use-form';
import { BANK_ACCOUNTS_TEXTS } from '../texts';

const T = BANK_ACCOUNTS_TEXTS.unload;

interface UnloadModalProps {
  account: BankAccountView | null;
  opened: boolean;
  onClose: () => void;
  /** The amount to take out, in pesos, read and confirmed; the modal has already closed (docs/features/bank-accounts.md). */
  onAccept: (amount: number) => void;
}

/**
 * Wallet unload (docs/features/bank-accounts.md): an amount above 0 and up to the balance. Unlike the spec's clamping
 * number input, the shared money field says why an amount is refused, and the unload is confirmed
 * with the amount read and the balance it leaves before any money moves (docs/features/bank-accounts.md).
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
  const balance = pesosToCentavos(account.amount);
  const bounds: AmountBounds = {
    max: balance,
    required: BANK_ACCOUNT_MESSAGES.unloadPositive,
    belowMin: BANK_ACCOUNT_MESSAGES.unloadPositive,
    aboveMax: BANK_ACCOUNT_MESSAGES.unloadAboveBalance(balance),
  };
  const amount = useCheckedAmount(bounds);

  const submit = async () => {
    const centavos = amount.read();
    if (centavos === null) return;
    const confirmed = await confirmDialog({
      message: keepAmountsWhole(T.confirm(formatCentavos(centavos), formatCentavos(balance - centavos))),
    });
    if (!confirmed) return;
    onClose();
    onAccept(centavosToPesos(centavos));
  };

  return (
    <form onSubmit={submitted(submit)} noValidate>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{`${account.name} · ${account.bank.bankname}`}</Text>
          <Text size="sm">
            {T.balance}: <b>{formatPesos(account.amount)}</b>
          </Text>
        </Stack>
        <AmountInput label={T.amount} {...amount.field} data-autofocus />
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.accept}
          onCancel={onClose}
          submitDisabled={!amount.text.trim()}
        />
      </Stack>
    </form>
  );
}
