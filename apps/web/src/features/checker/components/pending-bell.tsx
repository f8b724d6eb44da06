import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePendingTotal } from '../api/get-pending-ids';
import { RECEIPTS_TEXTS } from '../texts';

/** Bell link to /checker with a red badge carrying the pending total when above 0 (docs/features/shell.md). */
export function PendingBell() {
  const total = usePendingTotal();
  return (
    <Box pos="relative">
      <ActionIcon
        component={Link}
        to="/checker"
        variant="subtle"
        color="gray"
        size="lg"
        style={{ overflow: 'visible' }}
        aria-label={total > 0 ? RECEIPTS_TEXTS.pendingLinkWithTotal(total) : RECEIPTS_TEXTS.pendingLink}
      >
        <IconBell size={22} aria-hidden />
        {total > 0 ? (
          <Badge
            color="red"
            variant="filled"
            size="sm"
            circle={total < 10}
            pos="absolute"
            top={-6}
            right={-8}
            px={total < 10 ? 0 : 4}
            style={{ pointerEvents: 'none' }}
            aria-hidden
          >
            {total > 99 ? '99+' : total}
          </Badge>
        ) : null}
      </ActionIcon>
    </Box>
  );
}
