import { useState } from 'react';
import { Button, Group, Loader, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { evidenceEndpoints } from '@panel/domain/evidence/evidence-endpoints';
import { MAX_DEFERRED_RETURN_MINUTES, type EvidenceSettings } from '@panel/domain/evidence/evidence-view';
import { RowAction } from '@/components/ui/row-action';
import { call } from '@/lib/api-client';
import { confirmDialog } from '@/lib/confirm-dialog';
import { previewReturnDelay } from '../api/deferred-actions';
import { DEFERRED_ACTION_TEXTS as A } from '../deferred-texts';
import { EVIDENCE_TEXTS } from '../texts';
import { ModalCloseRow } from '@/components/ui/modal-close-row';

const T = EVIDENCE_TEXTS.settings;
const settingsKey = (id: number) => ['evidence-settings', id] as const;

function SettingsForm({ islandId, settings }: { islandId: number; settings: EvidenceSettings }) {
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState<number | ''>(settings.deferredReturnMinutes ?? '');
  const save = useMutation({
    mutationFn: (next: EvidenceSettings) =>
      call(evidenceEndpoints.saveSettings, { params: { id: islandId }, body: next }, { loading: false }),
    onSuccess: ({ message: _message, ...saved }) => queryClient.setQueryData(settingsKey(islandId), saved),
  });
  const current = save.isPending ? save.variables : settings;
  const [checking, setChecking] = useState(false);
  /**
   * A new delay may bring deferred receipts back at once: how many is said before it is saved
   * (docs/features/evidence.md), and they return behind the receipts already waiting.
   */
  const saveMinutes = async () => {
    const next = minutes === '' ? null : minutes;
    if (next !== null && next !== settings.deferredReturnMinutes) {
      setChecking(true);
      try {
        const { wouldReturn } = await previewReturnDelay(islandId, next);
        if (
          wouldReturn > 0 &&
          !(await confirmDialog({
            title: A.previewTitle,
            message: A.previewMessage(wouldReturn),
            confirmLabel: A.previewConfirm,
          }))
        )
          return;
      } catch {
        return; // the API client showed why
      } finally {
        setChecking(false);
      }
    }
    save.mutate({ ...settings, deferredReturnMinutes: next });
  };
  return (
    <Stack gap="md">
      {/* Saved at the click: switching it off takes effect at once (docs/features/evidence.md). */}
      <Switch
        size="md"
        label={T.autoApprove}
        description={T.autoApproveHint}
        checked={current.autoApprove}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ ...settings, autoApprove: event.currentTarget.checked })}
      />
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={T.returnMinutes}
          description={T.returnMinutesHint}
          min={1}
          max={MAX_DEFERRED_RETURN_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          value={minutes}
          onChange={(value) => setMinutes(typeof value === 'number' ? value : '')}
          w={220}
        />
        <Button variant="light" loading={save.isPending || checking} onClick={() => void saveMinutes()}>
          {T.saveMinutes}
        </Button>
      </Group>
    </Stack>
  );
}

function SettingsModal({
  islandId,
  islandName,
  onClose,
}: {
  islandId: number;
  islandName: string;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: settingsKey(islandId),
    queryFn: async () => {
      const { message: _message, ...settings } = await call(evidenceEndpoints.readSettings, {
        params: { id: islandId },
      });
      return settings;
    },
  });
  return (
    <Modal opened onClose={onClose} title={T.title(islandName)} centered>
      {query.data ? (
        <SettingsForm islandId={islandId} settings={query.data} />
      ) : query.isError ? (
        <Text c="red">{T.loadError}</Text>
      ) : (
        <Loader color="green" type="dots" />
      )}
      <ModalCloseRow label={EVIDENCE_TEXTS.close} onClose={onClose} mt="md" />
    </Modal>
  );
}

/** The Islas row action for the automatic approval and the deferred receipts' return delay (rol 1). */
export function EvidenceSettingsAction({ island }: { island: { id: number; name: string } }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <RowAction label={T.action(island.name)} color="green" onClick={() => setOpened(true)}>
        <IconShieldCheck size={18} aria-hidden />
      </RowAction>
      {opened ? (
        <SettingsModal islandId={island.id} islandName={island.name} onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}
