import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle } from '@tabler/icons-react';
import { DIALOG_BACKGROUND } from '@/lib/confirm-dialog';
import { AUDIENCES_TEXTS as T } from './texts';

/** docs/features/audiences.md: audience validation errors appear in an alert dialog with an error icon. */
export function showErrorAlert(message: string): void {
  const id = modals.open({
    title: T.alertTitle,
    centered: true,
    withCloseButton: false,
    // Above the audience modal it may be opened from.
    zIndex: 400,
    styles: {
      content: { backgroundColor: DIALOG_BACKGROUND, color: 'white' },
      header: { backgroundColor: DIALOG_BACKGROUND, color: 'white' },
      title: { color: 'white', fontWeight: 700 },
    },
    children: (
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <IconAlertCircle size={36} color="var(--mantine-color-red-4)" aria-label="Error" role="img" />
          <Text c="white" role="alert">
            {message}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button color="green" onClick={() => modals.close(id)} data-autofocus>
            {T.alertClose}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
