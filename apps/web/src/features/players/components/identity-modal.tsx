import { useState, type FormEvent } from 'react';
import { Modal, Stack } from '@mantine/core';
import {
  businessDateOf,
  EMPTY_IDENTITY,
  readIdentity,
  type IdentityDraft,
  type IdentityRefusal,
} from '@panel/domain/player-identity/identity-rules';
import type { PlayerView } from '@panel/domain/players/player-view';
import { formatDay } from '@panel/domain/dates';
import { FormActions } from '@/components/ui/form-actions';
import { useSaveIdentity } from '../api/player-actions';
import { PLAYERS_TEXTS } from '../texts';
import { IdentityFields } from './identity-fields';

const T = PLAYERS_TEXTS.identity;

/** The stored identity as the form shows it: the birth date as dd/mm/aaaa. */
const draftOf = ({ identity }: PlayerView): IdentityDraft =>
  identity
    ? {
        fullName: identity.fullName,
        dni: identity.dni,
        taxId: identity.taxId,
        birthDate: formatDay(`${identity.birthDate}T12:00:00Z`),
      }
    : EMPTY_IDENTITY;

interface IdentityModalProps {
  client: PlayerView;
  onClose: () => void;
}

/** Completar o corregir la identidad (docs/features/player-identity.md); the server checks again. */
export function IdentityModal({ client, onClose }: IdentityModalProps) {
  const [draft, setDraft] = useState(() => draftOf(client));
  const [refusal, setRefusal] = useState<IdentityRefusal | null>(null);
  const save = useSaveIdentity(client.panelUsername);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readIdentity(draft, businessDateOf(new Date()));
    if ('refusal' in read) return setRefusal(read);
    save.mutate(
      { id: client.id, identity: draft },
      // The API client shows the server's message (lib/api-client.ts).
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title={T.modalTitle(client.panelUsername)} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <IdentityFields
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setRefusal(null);
            }}
            refusal={refusal}
          />
          <FormActions
            cancelLabel={T.cancel}
            submitLabel={T.save}
            onCancel={onClose}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
