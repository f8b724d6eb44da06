import { useEffect, useState } from 'react';
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFER_REASONS, editFailureText, REJECT_REASONS } from '@panel/domain/receipts/receipt-rules';
import type { ReceiptView } from '@panel/domain/receipts/receipt-view';
import { errorText } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PENDING_IDS_QUERY_KEY } from '@/lib/realtime-connection';
import { decideReceipt, editAndApproveReceipt, type Decision } from '../api/decide-receipt';
import { receiptQueryKey, urlLifetimeLeft } from '../api/get-receipt';
import { useReceiptQueue } from '../hooks/use-receipt-queue';
import { useReviewShortcuts } from '../hooks/use-review-shortcuts';
import { useViewerControls } from '../hooks/use-viewer-controls';
import { RECEIPTS_TEXTS as T } from '../texts';
import './mantine-styles';
import { CheckerHeader } from './checker-header';
import { EditModal } from './edit-modal';
import { EmptyQueue } from './empty-queue';
import { HistoryModal } from './history-modal';
import { ReasonModal } from './reason-modal';
import { DecisionBar, OcrPanel, ReceiptInfo, type PanelAction } from './receipt-panel';
import { ReceiptViewer } from './receipt-viewer';
import { ReadingPanel } from '../reading/reading-panel';
import classes from './receipts.module.css';

type ModalKind = 'reject' | 'skip' | 'edit' | 'history';
/** A modal belongs to the receipt it was opened for. */
type OpenModal = { kind: ModalKind; receiptId: number } | null;

const hasOcrData = (receipt: ReceiptView | undefined) =>
  !!receipt?.ocrData && Object.keys(receipt.ocrData).length > 0;

/** Reads the next image before it is needed, so it appears at once. */
function usePrefetchFile(receipt: ReceiptView | undefined) {
  const url = receipt && receipt.fileType !== 'pdf' ? receipt.url : undefined;
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }, [url]);
}

/** /checker (docs/features/receipts.md): the review queue, one receipt at a time, full screen without the shell. */
export function ReceiptsPage() {
  const queryClient = useQueryClient();
  const queue = useReceiptQueue();
  const controls = useViewerControls();
  const [showOcr, setShowOcr] = useState(false);
  const [modal, setModal] = useState<OpenModal>(null);
  const { current } = queue;
  const currentId = current?.id;

  usePrefetchFile(queue.next);

  const { reset } = controls;
  useEffect(() => reset(), [currentId, reset]);

  // The receipt of an open modal was decided by someone else: it left the queue, so does the modal.
  useEffect(() => {
    if (modal && modal.receiptId !== currentId) {
      setModal(null);
      notifyError(T.decidedElsewhere);
    }
  }, [modal, currentId]);

  const refreshPending = () => void queryClient.invalidateQueries({ queryKey: PENDING_IDS_QUERY_KEY });

  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) => decideReceipt(id, decision),
    onSuccess: (_answer, { id }) => queue.settle(id),
    // The client showed the error; if another operator won, the fresh list drops the receipt.
    onError: refreshPending,
  });

  const editAndApprove = useMutation({
    mutationFn: ({ receipt, newamount }: { receipt: ReceiptView; newamount: number }) =>
      editAndApproveReceipt(receipt, newamount),
    onSuccess: (answer, { receipt }) => {
      notifySuccess(answer.message);
      setModal(null);
      queue.settle(receipt.id);
    },
    onError: (error) => {
      notifyError(editFailureText(errorText(error)));
      refreshPending();
    },
  });

  const busy = decide.isPending
    ? ({ approve: 'approve', rejected: 'reject', notfound: 'skip' } as const)[
        decide.variables.decision.status
      ]
    : editAndApprove.isPending
      ? 'edit'
      : null;

  const send = (decision: Decision) => {
    if (!current || busy) return;
    setModal(null);
    decide.mutate({ id: current.id, decision });
  };

  const open = (kind: ModalKind) => {
    if (current && (kind === 'history' || !busy)) setModal({ kind, receiptId: current.id });
  };

  const onAction = (action: PanelAction) => {
    if (action === 'approve') send({ status: 'approve' });
    else open(action);
  };

  // The server reads every receipt (docs/features/receipt-reading.md): there is always something to show.
  const hasOcr = !!current;
  const toggleOcr = () => setShowOcr((shown) => !shown);

  useReviewShortcuts(
    {
      approve: () => onAction('approve'),
      reject: () => onAction('reject'),
      skip: () => onAction('skip'),
      edit: () => onAction('edit'),
      history: () => onAction('history'),
      ocr: () => hasOcr && toggleOcr(),
      zoomIn: controls.zoomIn,
      zoomOut: controls.zoomOut,
      zoomReset: controls.reset,
      rotate: controls.rotate,
    },
    !!current && modal === null,
  );

  const onFileError = () => {
    // An expired link: read the receipt again for a new one.
    if (current && urlLifetimeLeft(current) === 0)
      void queryClient.invalidateQueries({ queryKey: receiptQueryKey(current.id) });
  };

  const modalFor = (kind: ModalKind) => modal?.kind === kind && modal.receiptId === currentId;

  return (
    <div className={classes.page}>
      <CheckerHeader
        queueCount={queue.ids.length}
        pendingSince={current?.updatedAt}
        hasOcr={hasOcr}
        showOcr={showOcr}
        onToggleOcr={toggleOcr}
      />
      <main>
        {queue.loading ? (
          <Center mih="60dvh">
            <Loader color="green" type="dots" aria-label={T.loadingReceipt} />
          </Center>
        ) : queue.ids.length === 0 ? (
          <EmptyQueue searching={queue.refreshing} onSearch={queue.refresh} />
        ) : (
          <div className={classes.body}>
            {current ? (
              <ReceiptViewer receipt={current} controls={controls} onFileError={onFileError} />
            ) : (
              <Paper withBorder radius="md" className={classes.viewer}>
                <Center h="100%" mih={240}>
                  {queue.currentError ? (
                    <Stack align="center" gap="sm">
                      <Text c="dimmed">{T.receiptError}</Text>
                      <Button variant="light" onClick={queue.retryCurrent}>
                        {T.retry}
                      </Button>
                    </Stack>
                  ) : (
                    <Loader color="green" type="dots" aria-label={T.loadingReceipt} />
                  )}
                </Center>
              </Paper>
            )}
            {current ? (
              <>
                <ReceiptInfo receipt={current} busy={busy} onAction={onAction} />
                <DecisionBar busy={busy} onAction={onAction} />
                <ReadingPanel receiptId={current.id} showFields={showOcr}>
                  {showOcr && current.ocrData && hasOcrData(current) ? (
                    <OcrPanel data={current.ocrData} />
                  ) : null}
                </ReadingPanel>
              </>
            ) : null}
          </div>
        )}
      </main>
      {current ? (
        <>
          <ReasonModal
            opened={modalFor('reject')}
            title={T.rejectTitle}
            prompt={T.rejectPrompt}
            reasons={REJECT_REASONS}
            color="red"
            onChoose={(reason) => send({ status: 'rejected', reason })}
            onClose={() => setModal(null)}
          />
          <ReasonModal
            opened={modalFor('skip')}
            title={T.skipTitle}
            prompt={T.skipPrompt}
            reasons={DEFER_REASONS}
            color="yellow"
            variant="default"
            onChoose={(reason) => send({ status: 'notfound', reason })}
            onClose={() => setModal(null)}
          />
          <EditModal
            key={`edit-${current.id}`}
            receipt={current}
            opened={modalFor('edit')}
            busy={editAndApprove.isPending}
            onClose={() => setModal(null)}
            onConfirmed={(newamount) => editAndApprove.mutate({ receipt: current, newamount })}
          />
          <HistoryModal
            key={`history-${current.id}`}
            receipt={current}
            opened={modalFor('history')}
            onClose={() => setModal(null)}
          />
        </>
      ) : null}
    </div>
  );
}
