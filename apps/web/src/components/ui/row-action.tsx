import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconEdit, IconToggleLeft, IconToggleRight, IconTrash } from '@tabler/icons-react';
import { confirmThen } from '@/lib/confirm-dialog';
import tableRows from './table-rows.module.css';

interface RowActionProps {
  /** Tooltip and accessible name: say what it does to which row, e.g. 'Editar Isla Norte'. */
  label: string;
  color: string;
  /** A button that runs this… */
  onClick?: () => void;
  /** …or a link to this path. */
  to?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** An icon action in a table row, with its tooltip. */
export function RowAction({ label, color, onClick, to, disabled, children }: RowActionProps) {
  const common = { variant: 'subtle', color, size: 'lg', 'aria-label': label, disabled } as const;
  return (
    <Tooltip label={label}>
      {to ? (
        <ActionIcon component={Link} to={to} {...common}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...common}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

type PresetActionProps = Pick<RowActionProps, 'label' | 'onClick' | 'disabled'>;

/** The row's edit action: a blue pencil. */
export function EditRowAction(props: PresetActionProps) {
  return (
    <RowAction color="blue" {...props}>
      <IconEdit size={18} aria-hidden />
    </RowAction>
  );
}

interface ToggleRowActionProps extends Pick<RowActionProps, 'onClick' | 'disabled'> {
  active: boolean;
  /** What the click does: 'Desactivar …' on an active row, 'Activar …' on an inactive one. */
  label: string;
}

/** The row's on/off switch (wallets, bots): green when active, grey when not. */
export function ToggleRowAction({ active, ...props }: ToggleRowActionProps) {
  return (
    <RowAction color={active ? 'green' : 'gray'} {...props}>
      {active ? <IconToggleRight size={20} aria-hidden /> : <IconToggleLeft size={20} aria-hidden />}
    </RowAction>
  );
}

interface RemoveRowActionProps extends Pick<RowActionProps, 'label' | 'disabled'> {
  /** The question asked first: only a yes removes the row. */
  confirm: string;
  onRemove: () => void;
}

/** The row's delete action: a red bin that asks first. */
export function RemoveRowAction({ label, disabled, confirm, onRemove }: RemoveRowActionProps) {
  return (
    <RowAction
      color="red"
      label={label}
      disabled={disabled}
      onClick={() => void confirmThen(confirm, onRemove)}
    >
      <IconTrash size={18} aria-hidden />
    </RowAction>
  );
}

interface RowActionsProps {
  /** Stays in view while the rest of the row scrolls on a phone (a ClientList of the 'wide' look). */
  sticky?: boolean;
  /** Space between the icons; rows with many actions use less. */
  gap?: number;
  children: ReactNode;
}

/** The row's Acciones cell: its actions side by side, at the right. */
export function RowActions({ sticky, gap = 4, children }: RowActionsProps) {
  return (
    <Table.Td className={sticky ? tableRows.actions : undefined}>
      <Group gap={gap} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}
