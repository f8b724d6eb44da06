import { Paper, Stack, Text, Title } from '@mantine/core';
import { addDays, businessDay } from '@panel/domain/date-range';
import { SUPERVISION_TEXTS as T } from '../texts';
import { OperatorFigures } from '@/components/operator-figures/operator-figures';

/**
 * Supervisión (/config/supervision, rol 1 and 2): today's operator figures of the caller's island,
 * refreshed by the realtime events (docs/features/dashboard.md 'Operator figures').
 */
export function SupervisionPage() {
  const today = businessDay(new Date());
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {T.title}
      </Title>
      <Text c="dimmed">{T.today}</Text>
      <Paper withBorder radius="md" p="md">
        <OperatorFigures start={today} end={addDays(today, 1)} />
      </Paper>
    </Stack>
  );
}
