import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { RECEIPTS_TEXTS as T } from '../texts';

/** docs/features/receipts.md empty state, with 'Buscar' to read the pending list again. */
export function EmptyQueue({ searching, onSearch }: { searching: boolean; onSearch: () => void }) {
  return (
    <Center p="md" mih="60dvh">
      <Paper withBorder radius="md" p="xl" maw={520}>
        <Stack align="center" gap="md">
          <IconInbox size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text ta="center" fw={600} size="lg">
            {T.empty}
          </Text>
          <Button leftSection={<IconSearch size={18} aria-hidden />} loading={searching} onClick={onSearch}>
            {T.search}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
