import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { formatPesos } from '@panel/domain/money';
import {
  WITHDRAWAL_REJECT_CODES,
  WITHDRAWAL_REJECT_REASONS,
  type WithdrawalRejectReason,
} from '@panel/domain/withdrawals/withdrawal-rules';
import type { WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import { useReject } from '../api/withdrawals';
import { WITHDRAWALS_TEXTS } from '../texts';

const T = WITHDRAWALS_TEXTS.reject;

/** 'Rechazar': one reason of the list (the player's message says it), then the hold goes back. */
export function RejectModal({ item, onClose }: { item: WithdrawalView; onClose: () => void }) {
  const [reason, setReason] = useState<WithdrawalRejectReason | null>(null);
  const reject = useReject();
  const submit = () => {
    if (reason) reject.mutate({ id: item.id, reason }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={T.title} centered>
      <Stack gap="md">
        <Text size="sm">{T.summary(formatPesos(item.amount), item.username)}</Text>
        <Radio.Group
          label={T.reason}
          value={reason}
          onChange={(value) => setReason(value as WithdrawalRejectReason)}
        >
          <Stack gap="xs" mt="xs">
            {WITHDRAWAL_REJECT_CODES.map((code) => (
              <Radio key={code} value={code} label={WITHDRAWAL_REJECT_REASONS[code]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button color="red.9" disabled={!reason} loading={reject.isPending} onClick={submit}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
