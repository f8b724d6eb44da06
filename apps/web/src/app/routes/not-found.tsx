import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_TEXTS } from '../texts';

/** Catch-all page, shown without the shell (docs/features/shell.md). */
export function NotFoundRoute() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Text fz={72} fw={800} c="green.8" lh={1} aria-hidden>
          {APP_TEXTS.notFoundCode}
        </Text>
        <Title order={1} size="h3" ta="center">
          {APP_TEXTS.notFound}
        </Title>
        <Button component={Link} to="/checker">
          {APP_TEXTS.backToChecker}
        </Button>
      </Stack>
    </Center>
  );
}
