import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

/** A screen's title with a line under it saying what the screen is for, and its actions on the right. */
export function ScreenHeader({
  title,
  hint,
  children,
}: {
  title: string;
  hint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      {children}
    </Group>
  );
}
