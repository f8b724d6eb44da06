import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { movementAmountMessage } from '@panel/domain/clients/client-rules';
import { centavosToPesos, formatCentavos, parseAmount, pesosToCentavos } from '@panel/domain/money';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useMoveMoney } from '../api/client-actions';
import { CASHIERS_TEXTS } from '../texts';

const T = CASHIERS_TEXTS.money;

interface AmountFormProps {
  kind: 'load' | 'withdraw';
  username: string | null;
  /** Pesos, for the withdraw rule; undefined while unknown. */
  balance: number | undefined;
}

/**
 * One amount field and its button. People type '1.500,50' or '1500.5': the field shows how it reads
 * the text (parseAmount), checks SPEC §5 (load above 0, withdrawal not above the balance) and asks
 * before moving the money.
 */
function AmountForm({ kind, username, balance }: AmountFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveMoney(username ?? '');
  const centavos = parseAmount(text);
  const load = kind === 'load';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username) return;
    const message = movementAmountMessage(
      centavos,
      kind,
      balance === undefined ? undefined : pesosToCentavos(balance),
    );
    setError(message ?? null);
    if (message || centavos === null) return;
    const amount = formatCentavos(centavos);
    const confirmed = await confirmDialog({
      message: load ? T.confirmLoad(amount, username) : T.confirmWithdraw(amount, username),
    });
    if (!confirmed) return;
    move.mutate(
      { kind: load ? 'deposit' : 'pay', username, amount: centavosToPesos(centavos) },
      { onSuccess: () => setText('') },
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={load ? T.load : T.withdraw}
          placeholder={T.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          leftSection="$"
          disabled={!username}
          error={error}
          description={centavos !== null && text.trim() ? T.reads(formatCentavos(centavos)) : ' '}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Button
          type="submit"
          mt={25}
          miw={104}
          color={load ? 'green' : 'red.9'}
          leftSection={
            load ? <IconArrowDownLeft size={18} aria-hidden /> : <IconArrowUpRight size={18} aria-hidden />
          }
          disabled={!username || !text.trim()}
          loading={move.isPending}
        >
          {load ? T.loadButton : T.withdrawButton}
        </Button>
      </Group>
    </form>
  );
}

interface MoneyCardProps {
  username: string | null;
  balance: number | undefined;
}

/** Load and withdraw (SPEC §2.7). */
export function MoneyCard({ username, balance }: MoneyCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.title}
        </Title>
        <AmountForm key={`load-${username}`} kind="load" username={username} balance={balance} />
        <AmountForm key={`withdraw-${username}`} kind="withdraw" username={username} balance={balance} />
      </Stack>
    </Paper>
  );
}
