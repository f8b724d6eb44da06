import { useState } from 'react';
import { Anchor, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { receiptEndpoints } from '@panel/domain/checker/receipt-endpoints';
import type { NotificationView } from '@panel/domain/notifications/notification-view';
import { formatPesos } from '@panel/domain/money';
import { call } from '@/lib/api-client';
import { NOTIFICATIONS_TEXTS as T } from '../texts';

/**
 * The 'Comprobante' cell (docs/features/notifications.md): the receipt the notice confirmed, as a
 * link that opens it; or, when the automatic approval matched it to a receipt but held it, why and
 * which receipt. /checker has no address for one receipt, so the link opens it here.
 */
export function NoticeReceipt({ notice }: { notice: NotificationView }) {
  const [open, setOpen] = useState<number | null>(null);
  const link = (id: number) => (
    <Anchor component="button" type="button" fz="sm" underline="always" onClick={() => setOpen(id)}>
      {T.receiptNumber(id)}
    </Anchor>
  );
  const held = notice.autoApprovalHeld;
  return (
    <>
      {notice.receiptId ? (
        <Text size="sm" component="span">
          {T.confirmedPrefix}
          {link(notice.receiptId)}
        </Text>
      ) : held ? (
        <Text size="sm" component="span" c="orange.9">
          {T.heldPrefix}
          {held.receiptId ? <> ({link(held.receiptId)})</> : null}: {held.reason}
        </Text>
      ) : (
        T.unused
      )}
      {open !== null ? <ReceiptModal id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ReceiptModal({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['receipts', 'notice', id],
    queryFn: () => call(receiptEndpoints.read, { params: { id } }),
  });
  const receipt = query.data;
  return (
    <Modal opened onClose={onClose} title={T.receiptTitle(id)} size="lg">
      {query.isPending ? (
        <Loader color="green" type="dots" />
      ) : !receipt ? (
        <Text c="red.9">{T.receiptError}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {formatPesos(receipt.newamount ?? receipt.amount)} · {T.statusLabels[receipt.status]} ·{' '}
            {receipt.client.panelUsername}
          </Text>
          {receipt.fileType === 'pdf' ? (
            <Anchor href={receipt.url} target="_blank" rel="noreferrer">
              {T.openPdf}
            </Anchor>
          ) : (
            <Image src={receipt.url} alt={T.receiptTitle(id)} fit="contain" mah="70vh" />
          )}
        </Stack>
      )}
    </Modal>
  );
}
