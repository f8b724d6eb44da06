import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { UI_TEXTS } from '@/components/texts';

/** Stand-in for a screen that a later issue builds: its title and a short notice. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <IconTools size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text c="dimmed" ta="center">
            {UI_TEXTS.comingSoon}
          </Text>
        </Stack>
      </Paper>
      {children}
    </Stack>
  );
}
