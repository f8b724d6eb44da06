import { useState, type FormEvent } from 'react';
import { Button, Group } from '@mantine/core';
import { SectionCard } from '@/components/ui/section-card';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { movementAmountBounds } from '@panel/domain/players/player-rules';
import { centavosToPesos, formatCentavos, pesosToCentavos } from '@panel/domain/money';
import { readTypedAmount } from '@panel/domain/typed-amount';
import { AmountInput } from '@/components/ui/amount-input';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useMoveMoney } from '../api/player-actions';
import { PLAYERS_TEXTS } from '../texts';

const T = PLAYERS_TEXTS.money;

interface AmountFormProps {
  kind: 'load' | 'withdraw';
  username: string | null;
  /** Pesos, for the withdraw rule; undefined while unknown. */
  balance: number | undefined;
}

/**
 * One amount field and its button: the shared money field checks docs/features/players.md (load above 0, withdrawal
 * not above the balance) and the panel asks before moving the money.
 */
function AmountForm({ kind, username, balance }: AmountFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveMoney(username ?? '');
  const load = kind === 'load';
  const bounds = movementAmountBounds(kind, balance === undefined ? undefined : pesosToCentavos(balance));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username) return;
    const { centavos, refusal } = readTypedAmount(text, bounds);
    setError(refusal ?? null);
    if (centavos === null) return;
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
        <AmountInput
          style={{ flex: 1 }}
          label={load ? T.load : T.withdraw}
          value={text}
          onChange={(next) => {
            setText(next);
            setError(null);
          }}
          bounds={bounds}
          disabled={!username}
          error={error}
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

/** Load and withdraw (docs/features/players.md). */
export function MoneyCard({ username, balance }: MoneyCardProps) {
  return (
    <SectionCard title={T.title}>
      <AmountForm key={`load-${username}`} kind="load" username={username} balance={balance} />
      <AmountForm key={`withdraw-${username}`} kind="withdraw" username={username} balance={balance} />
    </SectionCard>
  );
}
