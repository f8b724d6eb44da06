import { Code, List, Paper, Stack, Text } from '@mantine/core';
import {
  PLACEHOLDERS,
  PLAYER_MESSAGE_KINDS,
  previewPlayerMessage,
  type PlayerMessageKind,
} from '@panel/domain/player-messages/player-message-rules';
import { IRESPONSES_TEXTS as T } from '../texts';

/**
 * Under a message to players (docs/features/player-messages.md 'Placeholders'): what it is for, the
 * values it may name, and the text as the player would read it with sample values.
 */
export function MessagePreview({ kind, text }: { kind: PlayerMessageKind; text: string }) {
  const definition = PLAYER_MESSAGE_KINDS[kind];
  return (
    <Stack gap="xs">
      <Text size="sm">{definition.label}</Text>
      <div>
        <Text size="sm" fw={500}>
          {T.messageValues}
        </Text>
        <List size="sm" spacing={2}>
          {definition.placeholders.map((name) => (
            <List.Item key={name}>
              <Code>{`{${name}}`}</Code> {PLACEHOLDERS[name]}
            </List.Item>
          ))}
        </List>
      </div>
      <Paper
        component="section"
        aria-labelledby={`preview-${kind}`}
        withBorder
        radius="md"
        p="sm"
        bg="var(--mantine-color-default-hover)"
      >
        <Text size="xs" c="dimmed" id={`preview-${kind}`}>
          {T.preview}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {previewPlayerMessage(text)}
        </Text>
      </Paper>
      <Text size="xs" c="dimmed">
        {T.alterNotSent}
      </Text>
    </Stack>
  );
}
