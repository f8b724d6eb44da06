import type { ReactNode } from 'react';
import { Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { UI_TEXTS } from '@/components/texts';

interface TableStateRowsProps {
  columns: number;
  /** First load: placeholder rows the shape of the table. */
  pending: boolean;
  /** The list could not be loaded (and there is nothing to show). */
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}

/** The rows a list shows while loading, when it failed, or when it is empty; nothing otherwise. */
export function TableStateRows({ columns, pending, error, empty, emptyText, onRetry }: TableStateRowsProps) {
  if (pending)
    return Array.from({ length: 3 }, (_, row) => (
      <Table.Tr key={row} aria-hidden>
        {Array.from({ length: columns }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  if (error)
    return (
      <WholeRow columns={columns}>
        <Stack align="center" gap="xs" py="md">
          <Text c="red.9">{UI_TEXTS.loadError}</Text>
          <Button variant="light" size="xs" onClick={onRetry}>
            {UI_TEXTS.retry}
          </Button>
        </Stack>
      </WholeRow>
    );
  if (empty)
    return (
      <WholeRow columns={columns}>
        <Text c="dimmed" ta="center" py="md">
          {emptyText}
        </Text>
      </WholeRow>
    );
  return null;
}

/** A row of one cell across every column. */
function WholeRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>{children}</Table.Td>
    </Table.Tr>
  );
}
