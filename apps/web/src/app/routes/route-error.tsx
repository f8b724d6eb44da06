import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { APP_TEXTS } from '../texts';

/** Shown instead of a blank page when a screen fails while drawing. */
export function RouteErrorPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <IconAlertTriangle size={48} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={1} size="h3" ta="center">
          {APP_TEXTS.crashTitle}
        </Title>
        <Text c="dimmed" ta="center">
          {APP_TEXTS.crashHint}
        </Text>
        <Button onClick={() => window.location.reload()}>{APP_TEXTS.reload}</Button>
      </Stack>
    </Center>
  );
}
