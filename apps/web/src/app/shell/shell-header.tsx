import { lazy, Suspense } from 'react';
import { ActionIcon, Burger, Group, Text } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { BotStateButton } from '@/features/bots/components/bot-state-button';
import { useCurrentIslandName } from '@/features/islands/api/get-current-island';
import { PendingBell } from '@/features/checker/components/pending-bell';
import { canEnter } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import classes from './shell.module.css';
import { SHELL_TEXTS } from './texts';

/** Rol 4's badge, loaded for rol 4 only: the other roles' shell never fetches the withdrawals' code. */
const PayoutsBadge = lazy(() =>
  import('@/features/withdrawals/components/payouts-badge').then((m) => ({ default: m.PayoutsBadge })),
);

interface ShellHeaderProps {
  username: string;
  menuOpened: boolean;
  menuId: string;
  onToggleMenu: () => void;
  onEditProfile: () => void;
}

/** Header of docs/features/shell.md: menu toggle, island, bot state, pending bell (and rol 4's payouts), greeting, profile. */
export function ShellHeader({ username, menuOpened, menuId, onToggleMenu, onEditProfile }: ShellHeaderProps) {
  const island = useCurrentIslandName(true);
  const rol = useSession()?.rol;
  return (
    <div className={classes.header}>
      <Burger
        className={classes.toggle}
        opened={menuOpened}
        onClick={onToggleMenu}
        size="sm"
        aria-label={SHELL_TEXTS.toggleMenu}
        aria-expanded={menuOpened}
        aria-controls={menuId}
      />
      <Text className={classes.island} fw={700} truncate="end">
        {SHELL_TEXTS.island(island ?? SHELL_TEXTS.islandUnknown)}
      </Text>
      <Group className={classes.status} gap="xs" wrap="nowrap">
        <BotStateButton />
        <PendingBell />
        {/* Rol 4's work waits in Pagos (docs/features/withdrawals.md): its count, a link there. */}
        {rol && canEnter('payouts', rol) ? (
          <Suspense fallback={null}>
            <PayoutsBadge />
          </Suspense>
        ) : null}
      </Group>
      <Group className={classes.user} gap={6} wrap="nowrap">
        <Text size="sm" truncate="end">
          {SHELL_TEXTS.greeting(username)}
        </Text>
        <ActionIcon
          variant="light"
          size="lg"
          radius="xl"
          onClick={onEditProfile}
          aria-label={SHELL_TEXTS.editProfile}
          aria-haspopup="dialog"
        >
          <IconUserEdit size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
}
