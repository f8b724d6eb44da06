import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, CopyButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { MAX_LENGTH } from '@panel/domain/constants';
import {
  MAX_PHONE_DIGITS,
  newPlayerMessage,
  normalizePlayerName,
  normalizePhone,
} from '@panel/domain/players/player-rules';
import type { PlayerView } from '@panel/domain/players/player-view';
import { composeUsername } from '@panel/domain/players/username';
import { SectionCard } from '@/components/ui/section-card';
import { notifySuccess } from '@/lib/notify';
import { useCreatePlayer } from '../api/create-player';
import { PLAYERS_TEXTS } from '../texts';

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
 */
export function NewPlayerCard({ prefix, onCreated }: NewPlayerCardProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
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
    create.mutate(
      { name: normalizePlayerName(name), phone: normalizePhone(phone) },
      {
        onSuccess: ({ client, password }) => {
          setLastAdded(client.panelUsername);
          setName('');
          setPhone('');
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
