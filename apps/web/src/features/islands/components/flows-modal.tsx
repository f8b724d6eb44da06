import { Modal, Stack, Switch, Text } from '@mantine/core';
import { ISLAND_FLOWS, type IslandFlow } from '@panel/domain/islands/island-rules';
import type { IslandView } from '@panel/domain/islands/island-view';
import { ModalCloseRow } from '@/components/ui/modal-close-row';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useSetIslandFlow } from '../api/set-island-flow';
import { ISLANDS_TEXTS } from '../texts';

const T = ISLANDS_TEXTS.flows;

interface FlowsModalProps {
  opened: boolean;
  island: IslandView | null;
  onClose: () => void;
}

/**
 * Flows modal (docs/features/islands.md): each click asks for confirmation (one misclick on 'Cargas'
 * stops every deposit), then saves that one flow.
 */
export function FlowsModal({ opened, island, onClose }: FlowsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={island ? T.title(island.name) : ''} centered>
      {island && <FlowSwitches key={island.id} island={island} />}
      <ModalCloseRow label={T.close} onClose={onClose} mt="md" />
    </Modal>
  );
}

function FlowSwitches({ island }: { island: IslandView }) {
  const save = useSetIslandFlow(island.id);
  // While a click is being saved its switch shows the new position and waits; a refusal puts it back.
  const saving = save.isPending ? save.variables : undefined;
  const checked = (flow: IslandFlow) => (saving?.flow === flow ? saving.on : island[flow]);
  const switchFlow = async (flow: IslandFlow, on: boolean) => {
    const label = T.labels[flow];
    const confirmed = await confirmDialog({
      title: on ? T.confirm.onTitle(label) : T.confirm.offTitle(label),
      message: on ? T.confirm.on(label, island.name) : T.confirm.off(label, island.name),
      confirmLabel: on ? T.confirm.turnOn : T.confirm.turnOff,
    });
    if (confirmed) save.mutate({ flow, on });
  };

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
          onChange={(event) => void switchFlow(flow, event.currentTarget.checked)}
          size="md"
        />
      ))}
    </Stack>
  );
}
