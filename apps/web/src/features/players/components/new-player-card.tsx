import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, CopyButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconId, IconUserPlus } from '@tabler/icons-react';
import { MAX_LENGTH } from '@panel/domain/constants';
import {
  MAX_PHONE_DIGITS,
  newPlayerMessage,
  normalizePlayerName,
  normalizePhone,
} from '@panel/domain/players/player-rules';
import type { PlayerView } from '@panel/domain/players/player-view';
import { businessDay } from '@panel/domain/date-range';
import { readOptionalIdentity } from '@panel/domain/player-identity/identity-rules';
import { composeUsername } from '@panel/domain/players/username';
import { SectionCard } from '@/components/ui/section-card';
import { notifySuccess } from '@/lib/notify';
import { useCreatePlayer } from '../api/create-player';
import { PLAYERS_TEXTS } from '../texts';
import { IdentityFields, useIdentityDraft } from './identity-fields';

const T = PLAYERS_TEXTS.newPlayer;

interface NewPlayerCardProps {
  /** The island's username prefix, for the preview; null while it loads. */
  prefix: string | null;
  /** `password`: the new player's fresh one, when the island has no default password. */
  onCreated: (client: PlayerView, password?: string) => void;
}

/**
 * docs/features/players.md: the name is lowercased and the phone keeps only digits as typed;
 * the username it will get is shown, and after creating, the last client added with a copy button.
 * The identity (docs/features/player-identity.md) opens on demand: optional until the island asks.
 */
export function NewPlayerCard({ prefix, onCreated }: NewPlayerCardProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [withIdentity, setWithIdentity] = useState(false);
  const { draft: identity, fields: identityFields, refuse, clear: clearIdentity } = useIdentityDraft();
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const create = useCreatePlayer();

  const ready = normalizePlayerName(name).length > 3;
  // A short phone gets three random digits from the server; the preview says so with '###'.
  const preview = prefix !== null && ready ? composeUsername(prefix, name, phone, () => '###') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = newPlayerMessage({ name, phone });
    setError(message ?? null);
    if (message) return;
    const read = withIdentity ? readOptionalIdentity(identity, businessDay(new Date())) : null;
    if (read && 'refusal' in read) return refuse(read);
    create.mutate(
      {
        name: normalizePlayerName(name),
        phone: normalizePhone(phone),
        ...(read?.identity ? { identity } : {}),
      },
      {
        onSuccess: ({ client, password }) => {
          setLastAdded(client.panelUsername);
          setName('');
          setPhone('');
          clearIdentity();
          setWithIdentity(false);
          onCreated(client, password);
        },
      },
    );
  };

  return (
    <SectionCard title={T.title} onSubmit={submit}>
      <TextInput
        label={T.name}
        placeholder={T.namePlaceholder}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value.toLowerCase());
          setError(null);
        }}
        error={error}
        maxLength={MAX_LENGTH.name}
        autoComplete="off"
      />
      <TextInput
        label={T.phone}
        placeholder={T.phonePlaceholder}
        value={phone}
        onChange={(e) => setPhone(normalizePhone(e.currentTarget.value))}
        inputMode="numeric"
        maxLength={MAX_PHONE_DIGITS}
        autoComplete="off"
      />
      {withIdentity ? (
        <IdentityFields {...identityFields} />
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconId size={16} aria-hidden />}
          onClick={() => setWithIdentity(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {PLAYERS_TEXTS.identity.add}
        </Button>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {T.username}:{' '}
        {preview ? (
          <Text span fw={700} c="dark" ff="monospace">
            {preview}
          </Text>
        ) : (
          T.usernamePending
        )}
      </Text>
      <Button type="submit" leftSection={<IconUserPlus size={18} aria-hidden />} loading={create.isPending}>
        {T.submit}
      </Button>
      {lastAdded && (
        <Group gap="xs" wrap="nowrap" justify="space-between" bg="green.0" p="xs" style={{ borderRadius: 8 }}>
          <Text size="sm">
            {T.lastAdded}:{' '}
            <Text span fw={700} ff="monospace" data-testid="last-added">
              {lastAdded}
            </Text>
          </Text>
          <CopyButton value={lastAdded}>
            {({ copied, copy }) => (
              <Tooltip label={T.copy}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'green' : 'gray'}
                  aria-label={T.copy}
                  onClick={() => {
                    copy();
                    notifySuccess(T.copied);
                  }}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      )}
    </SectionCard>
  );
}
