import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { centavosToPesos } from '@panel/domain/money';
import { MAX_MOVEMENT_CENTAVOS } from '@panel/domain/players/player-rules';
import {
  readDestination,
  readHolderTaxId,
  WITHDRAWAL_MESSAGES,
} from '@panel/domain/withdrawals/withdrawal-rules';
import { AmountInput } from '@/components/ui/amount-input';
import { useCheckedAmount } from '@/lib/use-checked-amount';
import { useFile, usePlayerSearch } from '../api/withdrawals';
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
  const [search] = useDebouncedValue(username.trim(), 250);
  const players = usePlayerSearch(search);
  const found = players.data?.items ?? [];
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
          {/* Typed in full or found by phone or name, as Cajeros searches; the username is what is sent. */}
          <Autocomplete
            label={T.username}
            placeholder={T.usernamePlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={username}
            onChange={setUsername}
            data={found.map((player) => player.panelUsername)}
            // The server already matched username, phone and name.
            filter={({ options }) => options}
            renderOption={({ option }) => {
              const player = found.find((p) => p.panelUsername === option.value);
              return (
                <div>
                  <Text size="sm" ff="monospace" fw={700}>
                    {option.value}
                  </Text>
                  {player ? (
                    <Text size="xs" c="dimmed">
                      {[player.phone, player.name].filter(Boolean).join(' · ')}
                    </Text>
                  ) : null}
                </div>
              );
            }}
            error={sent && !username.trim() ? T.usernameRequired : undefined}
            autoComplete="off"
            maxLength={50}
            maxDropdownHeight={240}
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
