import { useId, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { PickedRange } from '../date-presets';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DateRangeField } from './date-range-field';

interface StatCardProps {
  title: string;
  range: PickedRange;
  onRangeChange: (range: PickedRange) => void;
  onHelp: () => void;
  state: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  children: ReactNode;
}

/** A dashboard card: title, help button, its own date range, and its figures once they arrive. */
export function StatCard({ title, range, onRangeChange, onHelp, state, children }: StatCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" gap="xs" mb="sm">
        <Group gap={4} wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <ActionIcon variant="subtle" color="gray" aria-label={T.help(title)} onClick={onHelp}>
            <IconHelpCircle size={20} />
          </ActionIcon>
          {state.isFetching && !state.isPending && <Loader size={14} aria-hidden />}
        </Group>
        <DateRangeField value={range} onChange={onRangeChange} label={T.cardRange(title)} size="xs" />
      </Group>
      {state.isPending ? (
        <Center h={160}>
          <Loader color="green" type="dots" role="status" aria-label={title} />
        </Center>
      ) : state.isError ? (
        <Alert color="red" variant="light">
          {T.loadError}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => state.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      ) : (
        children
      )}
    </Card>
  );
}

/** One labelled figure of a card. */
export function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </div>
  );
}

/** What every card receives from the board. */
export interface CardProps {
  range: PickedRange;
  onRangeChange: (range: PickedRange) => void;
  onHelp: () => void;
}
