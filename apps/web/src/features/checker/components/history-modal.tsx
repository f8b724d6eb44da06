import { Modal, Stack, Table, Text } from '@mantine/core';
import { formatDayTime } from '@panel/domain/dates';
import { formatPesos } from '@panel/domain/money';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { usePlayerTransactions } from '../api/get-player-transactions';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';
import { ModalCloseRow } from '@/components/ui/modal-close-row';

interface HistoryModalProps {
  receipt: ReceiptView;
  opened: boolean;
  onClose: () => void;
}

/** docs/features/receipts.md: the client's past loads with date, amount and bank; rows not charged are highlighted. */
export function HistoryModal({ receipt, opened, onClose }: HistoryModalProps) {
  const { client } = receipt;
  const history = usePlayerTransactions(client.id, opened, {
    count: client.transactionCount,
    items: client.transactions,
  });
  const items = history.data?.items ?? [];
  const count = history.data?.count ?? client.transactionCount;
  // The hint about highlighted rows only when a row is highlighted (docs/features/queue.md).
  const highlighted = items.some((item) => !item.charged);

  return (
    // Gone at once when closed: the next key reaches the receipt, not a fading dialog.
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.historyTitle(client.panelUsername)}
      centered
      size="lg"
      transitionProps={{ exitDuration: 0 }}
    >
      <Stack gap="sm">
        {items.length === 0 ? (
          <Text c="dimmed">{T.historyEmpty}</Text>
        ) : (
          <>
            <Table.ScrollContainer
              minWidth={320}
              maxHeight="60dvh"
              type="native"
              tabIndex={0}
              role="region"
              aria-label={T.historyTitle(client.panelUsername)}
            >
              <Table striped={false} highlightOnHover stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.historyDate}</Table.Th>
                    <Table.Th ta="right">{T.historyAmount}</Table.Th>
                    <Table.Th>{T.historyBank}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr
                      key={item.id}
                      className={item.charged ? undefined : classes.notCharged}
                      data-charged={item.charged}
                      title={item.charged ? undefined : T.historyNotChargedRow}
                    >
                      <Table.Td>{formatDayTime(new Date(item.updatedAt))}</Table.Td>
                      <Table.Td ta="right" className={classes.figure}>
                        {formatPesos(item.amount)}
                      </Table.Td>
                      <Table.Td>{item.bankAccount?.bank.bankname ?? T.noBank}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {highlighted || count > items.length ? (
              <Text size="xs" c="dimmed">
                {[
                  highlighted ? T.historyNotCharged : '',
                  count > items.length ? T.historyMore(items.length, count) : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              </Text>
            ) : null}
          </>
        )}
        <ModalCloseRow label={T.close} onClose={onClose} />
      </Stack>
    </Modal>
  );
}
