import { useState, type FormEvent } from 'react';
import { SegmentedControl, Text, Textarea } from '@mantine/core';
import type { PlayerView } from '@panel/domain/players/player-view';
import { IDENTITY_MESSAGES, MAX_NOTE_LENGTH } from '@panel/domain/player-identity/identity-rules';
import { useVerifyIdentity } from '../api/player-actions';
import { PLAYERS_TEXTS } from '../texts';
import { IdentitySummary } from './identity-summary';
import { PlayerModalForm } from './player-modal-form';

const T = PLAYERS_TEXTS.identity;

interface VerificationModalProps {
  client: PlayerView;
  onClose: () => void;
}

/**
 * Rol 1 or 2 checks the stored identity against the player's document (docs/features/player-identity.md):
 * the identity stays in sight above the decision, and the note says what was seen.
 */
export function VerificationModal({ client, onClose }: VerificationModalProps) {
  const [status, setStatus] = useState<'verified' | 'rejected'>('verified');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyIdentity(client.panelUsername);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(IDENTITY_MESSAGES.noteRequired);
    verify.mutate(
      { id: client.id, status, note },
      // The API client shows the server's message (lib/api-client.ts).
      { onSuccess: onClose },
    );
  };

  return (
    <PlayerModalForm
      title={T.verifyTitle(client.panelUsername)}
      submitLabel={T.saveVerification}
      saving={verify.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <IdentitySummary identity={client.identity} />
      <Text size="sm" c="dimmed">
        {T.verifyHint}
      </Text>
      <SegmentedControl
        aria-label={T.decision}
        value={status}
        onChange={(value) => setStatus(value as 'verified' | 'rejected')}
        data={[
          { value: 'verified', label: T.verified },
          { value: 'rejected', label: T.rejected },
        ]}
        color={status === 'verified' ? 'green' : 'red'}
      />
      <Textarea
        label={T.note}
        placeholder={T.notePlaceholder}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={MAX_NOTE_LENGTH}
        autosize
        minRows={2}
      />
    </PlayerModalForm>
  );
}
