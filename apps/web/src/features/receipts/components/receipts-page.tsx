import { ActionIcon, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UI_TEXTS } from '@/components/texts';
import { RECEIPTS_TEXTS } from '../texts';

/** /checker: full screen, without the shell (SPEC §2.2). The review screen comes in a later issue. */
export function ReceiptsPage() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group
        component="header"
        justify="space-between"
        px="md"
        h={56}
        bg="white"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Title order={1} size="h3">
          {RECEIPTS_TEXTS.title}
        </Title>
        <ActionIcon
          component={Link}
          to="/config"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={RECEIPTS_TEXTS.toConfig}
        >
          <IconSettings size={22} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack component="main" p="md" maw={720} mx="auto" mt="xl">
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {UI_TEXTS.comingSoon}
          </Text>
        </Paper>
      </Stack>
    </Box>
  );
}
