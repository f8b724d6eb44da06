import { useState } from 'react';
import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconBan, IconCheck, IconFileInvoice, IconX } from '@tabler/icons-react';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import type { Rol } from '@panel/domain/roles';
import { SCREENS } from '@panel/domain/roles';
import { ageLabel } from '@panel/domain/withdrawals/withdrawal-list';
import { WITHDRAWAL_STATE_LABELS, type WithdrawalState } from '@panel/domain/withdrawals/withdrawal-rules';
import type { WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import { RowAction, RowActions } from '@/components/ui/row-action';
import { confirmDialog } from '@/lib/confirm-dialog';
import { openProof, useApprove, useCancel } from '../api/withdrawals';
import { WITHDRAWALS_TEXTS } from '../texts';
import { RejectModal } from './reject-modal';

const T = WITHDRAWALS_TEXTS.list;

/** Filled shades whose text keeps a 4.5:1 contrast at badge size (axe, e2e/withdrawals.spec.ts). */
const STATE_COLORS: Record<WithdrawalState, string> = {
  solicitado: 'yellow.4',
  aprobado: 'blue.8',
  pagado: 'teal.9',
  rechazado: 'red.9',
  cancelado: 'gray.7',
};

/** Who did what, in order: 'pidió cajero · aprobó moderador · pagó pagador'. */
function people(item: WithdrawalView): string {
  return [
    item.requestedBy ? T.requestedBy(item.requestedBy) : T.fromBot,
    item.approvalRequestedBy && item.awaitingConfirmation ? T.firstApproval(item.approvalRequestedBy) : null,
    item.approvedBy ? T.approvedBy(item.approvedBy) : null,
    item.paidBy ? T.paidBy(item.paidBy) : null,
    item.closedBy ? T.closedBy(item.closedBy) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One request of Retiros with the steps the caller's role may take on it. */
export function WithdrawalRow({ item, rol }: { item: WithdrawalView; rol: Rol }) {
  const approve = useApprove();
  const cancel = useCancel();
  const [rejecting, setRejecting] = useState(false);
  const amount = formatPesos(item.amount);
  const open = item.state === 'solicitado' || item.state === 'aprobado';
  const decides = SCREENS.withdrawals.roles.includes(rol);
  const files = SCREENS.cashiers.roles.includes(rol);

  const approveIt = async () => {
    if (
      await confirmDialog({
        message: T.confirmApprove(
          amount,
          item.username,
          item.destination,
          item.foreignHolder ? item.holderTaxId : null,
        ),
      })
    )
      approve.mutate(item.id);
  };
  const cancelIt = async () => {
    if (await confirmDialog({ message: T.confirmCancel(amount, item.username) })) cancel.mutate(item.id);
  };

  const dateCell = (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{formatDayTime(new Date(item.createdAt))}</Text>
      <Text size="xs" c="dimmed">
        {T.age(ageLabel(item.createdAt, new Date()))}
      </Text>
    </Table.Td>
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={700} ff="monospace" size="sm">
          {item.username}
        </Text>
        <Text size="xs" c="dimmed">
          {item.phone}
        </Text>
      </Table.Td>
      <Table.Td ta="right" ff="monospace" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge color={STATE_COLORS[item.state]} variant="filled" autoContrast>
            {WITHDRAWAL_STATE_LABELS[item.state]}
          </Badge>
          {item.awaitingConfirmation ? (
            <Badge color="violet" variant="filled" size="sm">
              {T.awaitingConfirmation}
            </Badge>
          ) : null}
          {item.failureNote && item.state === 'solicitado' ? (
            <Text size="xs" c="red.9">
              {T.failed(item.failureNote)}
            </Text>
          ) : null}
          {item.bankOperation ? <Text size="xs">{T.operation(item.bankOperation)}</Text> : null}
          {item.playerMessage?.state === 'failed' ? (
            <Tooltip label={T.undeliveredHint(item.playerMessage.attempts, item.playerMessage.lastError)}>
              <Badge color="red.9" variant="filled" size="sm" data-testid="withdrawal-undelivered">
                {T.undelivered}
              </Badge>
            </Tooltip>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text ff="monospace" size="sm">
          {item.destination}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {item.holderTaxId}
          </Text>
          {item.foreignHolder ? (
            <Tooltip label={T.foreignHolderHint}>
              <Badge color="red" variant="filled" size="sm">
                {T.foreignHolder}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
      {dateCell}
      <Table.Td>
        <Text size="xs">{people(item)}</Text>
      </Table.Td>
      <RowActions sticky gap={2}>
        {decides && item.state === 'solicitado' ? (
          <RowAction label={T.approve(item.username)} color="green" onClick={() => void approveIt()}>
            <IconCheck size={18} aria-hidden />
          </RowAction>
        ) : null}
        {decides && open ? (
          <RowAction label={T.reject(item.username)} color="red" onClick={() => setRejecting(true)}>
            <IconX size={18} aria-hidden />
          </RowAction>
        ) : null}
        {files && item.state === 'solicitado' ? (
          <RowAction label={T.cancel(item.username)} color="gray" onClick={() => void cancelIt()}>
            <IconBan size={18} aria-hidden />
          </RowAction>
        ) : null}
        {item.hasProof ? (
          <RowAction label={T.proof} color="blue" onClick={() => void openProof(item.id)}>
            <IconFileInvoice size={18} aria-hidden />
          </RowAction>
        ) : null}
      </RowActions>
      {rejecting ? <RejectModal item={item} onClose={() => setRejecting(false)} /> : null}
    </Table.Tr>
  );
}
