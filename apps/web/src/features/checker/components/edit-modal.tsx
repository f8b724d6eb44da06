import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { centavosToPesos, formatCentavos, formatPesos } from '@panel/domain/money';
import { EDIT_AMOUNT_BOUNDS, RECEIPT_MESSAGES } from '@panel/domain/receipts/receipt-rules';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { AmountInput } from '@/components/ui/amount-input';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useCheckedAmount } from '@/lib/use-checked-amount';
import { submitted } from '@/lib/use-form';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';

interface EditModalProps {
  receipt: ReceiptView;
  opened: boolean;
  onClose: () => void;
  /** The amount passed the rules and the operator confirmed: edit and approve with it. */
  onConfirmed: (newamount: number) => void;
}

/**
 * docs/features/receipts.md: the amount on the valid receipt, typed in the shared money
 * field and checked with the domain's rules in their order (the first failing message under the
 * field), then the confirmation.
 */
export function EditModal({ receipt, opened, onClose, onConfirmed }: EditModalProps) {
  return (
    // Kept off the file (bottom right; at the top on a phone, where the file is below) over a light
    // overlay: the receipt's amount the operator reads stays in view while typing it
    // (docs/features/queue.md).
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.editTitle}
      overlayProps={{ backgroundOpacity: 0.15 }}
      // Gone at once when closed: a key pressed right after the confirmation reaches the next receipt.
      transitionProps={{ exitDuration: 0 }}
      classNames={{ inner: classes.editModalInner }}
    >
      {/* The form lives in the body, so each opening starts empty. */}
      <EditForm receipt={receipt} onCancel={onClose} onConfirmed={onConfirmed} />
    </Modal>
  );
}

function EditForm({
  receipt,
  onCancel,
  onConfirmed,
}: Pick<EditModalProps, 'receipt' | 'onConfirmed'> & { onCancel: () => void }) {
  const amount = useCheckedAmount(EDIT_AMOUNT_BOUNDS);

  const submit = async () => {
    const centavos = amount.read();
    if (centavos === null) return;
    // The confirming button has the focus: Enter after the amount, Enter again, done.
    const confirmed = await confirmDialog({
      focusConfirm: true,
      message: (
        <Stack gap={6}>
          <Text c="white">{RECEIPT_MESSAGES.editConfirm}</Text>
          <Text c="white" size="sm">
            {T.editConfirmDetail(formatPesos(receipt.amount), formatCentavos(centavos))}
          </Text>
        </Stack>
      ),
    });
    if (confirmed) onConfirmed(centavosToPesos(centavos));
  };

  return (
    <form onSubmit={submitted(submit)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.editOriginal(formatPesos(receipt.amount))}
        </Text>
        <AmountInput label={T.editAmount} {...amount.field} data-autofocus />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" color="green">
            {T.editAndApprove}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
