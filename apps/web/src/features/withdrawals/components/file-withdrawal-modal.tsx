import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { centavosToPesos } from '@panel/domain/money';
import { MAX_MOVEMENT_CENTAVOS } from '@panel/domain/players/player-rules';
import {
  readDestination,
  readHolderTaxId,
  WITHDRAWAL_MESSAGES,
} from '@panel/domain/withdrawals/withdrawal-rules';
import { AmountInput } from '@/components/ui/amount-input';
import { useCheckedAmount } from '@/lib/use-checked-amount';
import { useFile } from '../api/withdrawals';
import { WITHDRAWALS_TEXTS } from '../texts';

const T = WITHDRAWALS_TEXTS.file;

/** A text field's refusal once it holds something: empty is the submit's business. */
const refusalOf = (text: string, read: (text: string) => object) => {
  if (!text.trim()) return undefined;
  const result = read(text);
  return 'refusal' in result ? (result.refusal as string) : undefined;
};

/**
 * 'Nueva solicitud' (docs/features/withdrawals.md): a cashier files a request for a player, the
 * amount typed the Argentine way, the destination and its holder checked as they are typed with the
 * server's own rules (check digits); the server holds the amount at once.
 */
export function FileWithdrawalModal({ onClose }: { onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [destination, setDestination] = useState('');
  const [holder, setHolder] = useState('');
  const [sent, setSent] = useState(false);
  const amount = useCheckedAmount({
    required: T.amountRequired,
    belowMin: WITHDRAWAL_MESSAGES.amountPositive,
    max: MAX_MOVEMENT_CENTAVOS,
    aboveMax: WITHDRAWAL_MESSAGES.amountTooLarge,
  });
  const file = useFile();
  const destinationError =
    refusalOf(destination, readDestination) ??
    (sent && !destination.trim() ? WITHDRAWAL_MESSAGES.destinationRequired : undefined);
  const holderError =
    refusalOf(holder, readHolderTaxId) ??
    (sent && !holder.trim() ? WITHDRAWAL_MESSAGES.holderRequired : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const centavos = amount.read();
    if (
      !username.trim() ||
      centavos === null ||
      destinationError ||
      !destination.trim() ||
      holderError ||
      !holder.trim()
    )
      return;
    file.mutate(
      { username: username.trim(), amount: centavosToPesos(centavos), destination, holderTaxId: holder },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title={T.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={T.username}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={sent && !username.trim() ? T.usernameRequired : undefined}
            autoComplete="off"
            maxLength={50}
            data-autofocus
          />
          <AmountInput label={T.amount} {...amount.field} />
          <TextInput
            label={T.destination}
            description={T.destinationHint}
            value={destination}
            onChange={(event) => setDestination(event.currentTarget.value)}
            error={destinationError}
            autoComplete="off"
            maxLength={60}
            ff="monospace"
          />
          <TextInput
            label={T.holder}
            value={holder}
            onChange={(event) => setHolder(event.currentTarget.value)}
            error={holderError}
            autoComplete="off"
            inputMode="numeric"
            maxLength={20}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={file.isPending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
