import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** Saving is running: cancel waits and submit spins. */
  saving?: boolean;
  /** Submit stays off, e.g. until the form holds something to send. */
  submitDisabled?: boolean;
}

/** The cancel and submit buttons at the foot of a modal's form. */
export function FormActions({
  cancelLabel,
  submitLabel,
  onCancel,
  saving,
  submitDisabled,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
