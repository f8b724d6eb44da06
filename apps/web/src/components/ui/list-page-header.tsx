import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { UI_TEXTS } from '@/components/texts';

interface ListPageHeaderProps {
  title: string;
  /** The create button's label ('Nuevo', 'Nueva'); no button without it. */
  newLabel?: string;
  onNew?: () => void;
  onReload: () => void;
  /** The list is being fetched: the reload button spins. */
  reloading: boolean;
  /** Both buttons off, e.g. while a change is being saved. */
  disabled?: boolean;
  children?: ReactNode;
}

/** Title of a list screen with its create and reload buttons (Bancos, Cuentas, Bots, …). */
export function ListPageHeader({
  title,
  newLabel,
  onNew,
  onReload,
  reloading,
  disabled = false,
  children,
}: ListPageHeaderProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="xs">
        {children}
        {newLabel && onNew ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onNew} disabled={disabled}>
            {newLabel}
          </Button>
        ) : null}
        <Tooltip label={UI_TEXTS.reload}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={UI_TEXTS.reload}
            loading={reloading}
            disabled={disabled}
            onClick={onReload}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
