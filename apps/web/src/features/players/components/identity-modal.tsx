import type { FormEvent } from 'react';
import {
  birthDateShown,
  EMPTY_IDENTITY,
  readIdentity,
  type IdentityDraft,
} from '@panel/domain/player-identity/identity-rules';
import type { PlayerView } from '@panel/domain/players/player-view';
import { businessDay } from '@panel/domain/date-range';
import { useSaveIdentity } from '../api/player-actions';
import { PLAYERS_TEXTS } from '../texts';
import { IdentityFields, useIdentityDraft } from './identity-fields';
import { PlayerModalForm } from './player-modal-form';

const T = PLAYERS_TEXTS.identity;

/** The stored identity as the form shows it: the birth date as dd/mm/aaaa. */
const draftOf = ({ identity }: PlayerView): IdentityDraft =>
  identity
    ? {
        fullName: identity.fullName,
        dni: identity.dni,
        taxId: identity.taxId,
        birthDate: birthDateShown(identity.birthDate),
      }
    : EMPTY_IDENTITY;

interface IdentityModalProps {
  client: PlayerView;
  onClose: () => void;
}

/** Completar o corregir la identidad (docs/features/player-identity.md); the server checks again. */
export function IdentityModal({ client, onClose }: IdentityModalProps) {
  const { draft, fields, refuse } = useIdentityDraft(draftOf(client));
  const save = useSaveIdentity(client.panelUsername);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readIdentity(draft, businessDay(new Date()));
    if ('refusal' in read) return refuse(read);
    save.mutate(
      { id: client.id, identity: draft },
      // The API client shows the server's message (lib/api-client.ts).
      { onSuccess: onClose },
    );
  };

  return (
    <PlayerModalForm
      title={T.modalTitle(client.panelUsername)}
      submitLabel={T.save}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <IdentityFields {...fields} />
    </PlayerModalForm>
  );
}
