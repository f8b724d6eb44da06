import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface RefreshButtonProps {
  label: string;
  /** The call it asks again; the button spins while it is on its way. */
  query: { isFetching: boolean; refetch: () => unknown };
}

/** A labelled 'Actualizar' button that asks a query again (a bot's QR, the notifications list). */
export function RefreshButton({ label, query }: RefreshButtonProps) {
  return (
    <Button
      variant="light"
      leftSection={<IconRefresh size={18} aria-hidden />}
      loading={query.isFetching}
      onClick={() => void query.refetch()}
    >
      {label}
    </Button>
  );
}
