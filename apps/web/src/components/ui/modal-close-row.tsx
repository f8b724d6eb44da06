import { Button, Group, type MantineSpacing } from '@mantine/core';

interface ModalCloseRowProps {
  /** 'Cerrar', or 'Cancelar' where closing gives up a choice. */
  label: string;
  onClose: () => void;
  /** Space above the row, where the content above does not already leave it. */
  mt?: MantineSpacing;
}

/** The foot of a modal whose only way out is a button: that button, at the right. */
export function ModalCloseRow({ label, onClose, mt }: ModalCloseRowProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onClose}>
        {label}
      </Button>
    </Group>
  );
}
