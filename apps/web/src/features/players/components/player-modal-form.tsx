import type { FormEvent, ReactNode } from 'react';
import { Modal, Stack } from '@mantine/core';
import { FormActions } from '@/components/ui/form-actions';
import { PLAYERS_TEXTS } from '../texts';

interface PlayerModalFormProps {
  title: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A player card's modal form (identity, verification): the fields, then 'Cancelar' and the submit. */
export function PlayerModalForm({
  title,
  submitLabel,
  saving,
  onSubmit,
  onClose,
  children,
}: PlayerModalFormProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <FormActions
            cancelLabel={PLAYERS_TEXTS.identity.cancel}
            submitLabel={submitLabel}
            onCancel={onClose}
            saving={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}
