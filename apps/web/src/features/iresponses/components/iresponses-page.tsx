import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Grid, Group, NavLink, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { SectionCard } from '@/components/ui/section-card';
import { IconMessage } from '@tabler/icons-react';
import {
  iresponseMessage,
  MAX_REPLY_LENGTH,
  type IresponseView,
} from '@panel/domain/iresponses/iresponse-rules';
import { isPlayerMessageKind, placeholderRefusal } from '@panel/domain/player-messages/player-message-rules';
import { sendUnlessRefused } from '@/lib/notify';
import { submitted, useFormValues } from '@/lib/use-form';
import { useIresponses } from '../api/get-iresponses';
import { useIslandName } from '../api/get-island-name';
import { useUpdateIresponse } from '../api/update-iresponse';
import { IRESPONSES_TEXTS as T } from '../texts';
import { MessagePreview } from './message-preview';

/** Editar mensajes (/config/islands/:islandId/iresponses, docs/features/iresponses.md): intents left, the reply right. */
export function IresponsesPage() {
  const islandId = Number(useParams().islandId);
  const replies = useIresponses(islandId);
  const islandName = useIslandName(islandId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = replies.data?.find((reply) => reply.id === selectedId) ?? replies.data?.[0];
  const editor = useRef<HTMLDivElement>(null);
  const pick = (id: number) => {
    setSelectedId(id);
    // On a phone the reply sits below the whole list: bring it up (docs/features/iresponses.md).
    requestAnimationFrame(() => {
      const top = editor.current?.getBoundingClientRect().top ?? 0;
      if (top > window.innerHeight) editor.current?.scrollIntoView({ block: 'start' });
    });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {T.title}
        </Title>
        {islandName && (
          <Text size="sm" c="dimmed">
            {T.island(islandName)}
          </Text>
        )}
      </div>
      {replies.isError || replies.data?.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {replies.isError ? T.loadError : T.empty}
          </Text>
        </Paper>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <Paper withBorder radius="md" p="xs" component="nav" aria-label={T.intents}>
              {replies.data?.map((reply) => (
                <NavLink
                  key={reply.id}
                  component="button"
                  type="button"
                  label={reply.intent}
                  leftSection={<IconMessage size={16} aria-hidden />}
                  active={reply.id === selected?.id}
                  aria-current={reply.id === selected?.id ? 'true' : undefined}
                  onClick={() => pick(reply.id)}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
            <div ref={editor}>
              {selected ? (
                <ReplyForm key={selected.id} islandId={islandId} reply={selected} />
              ) : (
                <Text c="dimmed">{T.pick}</Text>
              )}
            </div>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

const REPLY_FIELDS = [
  ['response', T.response],
  ['alter_response', T.alterResponse],
] as const;

function ReplyForm({ islandId, reply }: { islandId: number; reply: IresponseView }) {
  const { values, textProps } = useFormValues(reply);
  const update = useUpdateIresponse(islandId);

  // A message to players may name only its own values: refused as typed, as the server does.
  const kind = isPlayerMessageKind(reply.intent) ? reply.intent : null;
  const refusal = (field: (typeof REPLY_FIELDS)[number][0]) =>
    kind ? placeholderRefusal(kind, values[field]) : undefined;

  const submit = () =>
    sendUnlessRefused(iresponseMessage(values) ?? refusal('response') ?? refusal('alter_response'), () =>
      update.mutate(values),
    );

  return (
    <SectionCard title={reply.intent} onSubmit={submitted(submit)}>
      {REPLY_FIELDS.map(([field, label]) => (
        <Textarea
          key={field}
          label={label}
          {...textProps(field)}
          error={refusal(field)}
          rows={5}
          resize="vertical"
          maxLength={MAX_REPLY_LENGTH}
        />
      ))}
      {kind && <MessagePreview kind={kind} text={values.response} />}
      <Group justify="flex-end">
        <Button type="submit">{T.update}</Button>
      </Group>
    </SectionCard>
  );
}
