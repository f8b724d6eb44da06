import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { ISLAND_FLOWS, type IslandFlow } from '@panel/domain/islands/island-rules';
import type { IslandView } from '@panel/domain/islands/island-view';
import { useSetIslandFlow } from '../api/set-island-flow';
import { ISLANDS_TEXTS } from '../texts';

const T = ISLANDS_TEXTS.flows;

interface FlowsModalProps {
  opened: boolean;
  island: IslandView | null;
  onClose: () => void;
}

/** Flows modal (docs/features/islands.md): each click toggles one flow and saves it at once. */
export function FlowsModal({ opened, island, onClose }: FlowsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={island ? T.title(island.name) : ''} centered>
      {island && <FlowSwitches key={island.id} island={island} />}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
      </Group>
    </Modal>
  );
}

function FlowSwitches({ island }: { island: IslandView }) {
  const save = useSetIslandFlow(island.id);
  // While a click is being saved its switch shows the new position and waits; a refusal puts it back.
  const saving = save.isPending ? save.variables : undefined;
  const checked = (flow: IslandFlow) => (saving?.flow === flow ? saving.on : island[flow]);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.hint}
      </Text>
      {ISLAND_FLOWS.map((flow) => (
        <Switch
          key={flow}
          label={T.labels[flow]}
          checked={checked(flow)}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ flow, on: event.currentTarget.checked })}
          size="md"
        />
      ))}
    </Stack>
  );
}
