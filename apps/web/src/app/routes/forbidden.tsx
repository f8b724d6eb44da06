import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_TEXTS } from '../texts';

/** /error: where a role the table does not admit lands (docs/features/shell.md). */
export function ForbiddenRoute() {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="md">
        <IconLock size={48} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={1} size="h3" ta="center">
          {APP_TEXTS.forbidden}
        </Title>
        <Button component={Link} to="/checker" variant="light">
          {APP_TEXTS.backToChecker}
        </Button>
      </Stack>
    </Paper>
  );
}
