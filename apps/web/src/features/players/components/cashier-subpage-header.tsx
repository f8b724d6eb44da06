import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENS } from '@panel/domain/roles';

/** The head of a screen opened from Cajeros (Mi turno, Jugadores): its title, the way back, a hint. */
export function CashierSubpageHeader({ title, back, hint }: { title: string; back: string; hint: string }) {
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button
          component={Link}
          to={SCREENS.cashiers.path}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {back}
        </Button>
      </Group>
      <Text c="dimmed">{hint}</Text>
    </>
  );
}
