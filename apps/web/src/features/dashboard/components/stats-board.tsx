import { useState } from 'react';
import { Grid, Group, Stack, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import { businessToday, type PickedRange } from '../date-presets';
import { DASHBOARD_TEXTS as T } from '../texts';
import { PlayersCard } from './players-card';
import { DateRangeField } from './date-range-field';
import { HelpModal } from './help-modal';
import { LoadsCard } from './loads-card';
import { OperatorsCard } from './operators-card';
import { TransactionsCard } from './transactions-card';
import { ValuesCard } from './values-card';
import { WithdrawalsCard } from './withdrawals-card';

const CARDS = {
  loads: { Card: LoadsCard, text: T.cards.loads, span: 12 },
  transactions: { Card: TransactionsCard, text: T.cards.transactions, span: 6 },
  values: { Card: ValuesCard, text: T.cards.values, span: 6 },
  clients: { Card: PlayersCard, text: T.cards.clients, span: 6 },
  operators: { Card: OperatorsCard, text: T.cards.operators, span: 6 },
  withdrawals: { Card: WithdrawalsCard, text: T.cards.withdrawals, span: 12 },
} as const;
type CardKey = keyof typeof CARDS;
const CARD_KEYS = Object.keys(CARDS) as CardKey[];

const everyCard = (range: PickedRange) =>
  Object.fromEntries(CARD_KEYS.map((key) => [key, range])) as Record<CardKey, PickedRange>;

/**
 * The statistics of docs/features/dashboard.md: a global date range that sets every card, each card's own range,
 * and one help window at a time. Everything starts on today.
 */
export function StatsBoard({ title }: { title: string }) {
  const [globalRange, setGlobalRange] = useState<PickedRange>(() => [businessToday(), businessToday()]);
  const [ranges, setRanges] = useState(() => everyCard(globalRange));
  const [help, setHelp] = useState<CardKey | null>(null);

  const changeAll = (range: PickedRange) => {
    setGlobalRange(range);
    setRanges(everyCard(range));
  };

  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {title}
          </Title>
          <DateRangeField value={globalRange} onChange={changeAll} label={T.globalRange} showLabel />
        </Group>
        <Grid gap="md">
          {CARD_KEYS.map((key) => {
            const { Card, span } = CARDS[key];
            return (
              <Grid.Col key={key} span={{ base: 12, lg: span }}>
                <Card
                  range={ranges[key]}
                  onRangeChange={(range) => setRanges((current) => ({ ...current, [key]: range }))}
                  onHelp={() => setHelp(key)}
                />
              </Grid.Col>
            );
          })}
        </Grid>
      </Stack>
      <HelpModal
        title={help && T.help(CARDS[help].text.title)}
        paragraphs={help ? CARDS[help].text.help : []}
        onClose={() => setHelp(null)}
      />
    </DatesProvider>
  );
}
