import { useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { DEFER_REASONS, REJECT_REASONS } from '@panel/domain/receipts/receipt-rules';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import type { Rol } from '@panel/domain/roles';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useQueueStatus } from '../api/queue-api';
import { ConfirmationNotice } from './confirmation-notice';
import { UndeliveredNotice } from './undelivered-notice';
import { UndoBar } from './undo-notice';
import { useClaimQueue } from '../hooks/use-claim-queue';
import type { Decision } from '../api/decide-receipt';
import { SHORTCUTS, useReviewShortcuts } from '../hooks/use-review-shortcuts';
import { useViewerControls } from '../hooks/use-viewer-controls';
import { RECEIPTS_TEXTS as T } from '../texts';
import './mantine-styles';
import { CheckerHeader } from './checker-header';
import { EditModal } from './edit-modal';
import { EmptyQueue } from './empty-queue';
import { HistoryModal } from './history-modal';
import { ReasonModal } from './reason-modal';
import { DecisionBar, OcrPanel, ReceiptInfo, type PanelAction } from './receipt-panel';
import { preloadPdfjs } from './receipt-pdf';
import { ReceiptViewer } from './receipt-viewer';
import { ReadingChecks, ReadingPanel } from '../reading/reading-panel';
import classes from './receipts.module.css';

type ModalKind = 'reject' | 'skip' | 'edit' | 'history';
/** A modal belongs to the receipt it was opened for. */
type OpenModal = { kind: ModalKind; receiptId: number } | null;

const hasOcrData = (receipt: ReceiptView | undefined) =>
  !!receipt?.ocrData && Object.keys(receipt.ocrData).length > 0;

/** Loads pdf.js before a PDF receipt is on screen (the viewer lays out the next image itself). */
function usePreloadPdfjs(receipt: ReceiptView | undefined) {
  const pdf = receipt?.fileType === 'pdf';
  useEffect(() => {
    if (pdf) preloadPdfjs();
  }, [pdf]);
}

/** What the app puts beside the receipt (docs/features/evidence.md): notices and duplicates. */
export interface ReceiptsPageSlots {
  /** What could make the decision wrong, in the warnings stack right above the decision buttons. */
  EvidenceWarnings?: ComponentType<{
    receipt: ReceiptView;
    rejectKey: string;
    onRejectDuplicate: () => void;
  }>;
  hasEvidenceWarnings?: (receipt: ReceiptView) => boolean;
  /** The bank notices, under the decision buttons in their own scroll box. */
  EvidenceNotices?: ComponentType<{ receipt: ReceiptView }>;
  /** What an approval sends besides its status: the notice it consumes as proof. */
  approvalProof?: (receipt: ReceiptView) => { noticeId?: number };
  /**
   * A question before approving (null: none, approve at once); its answer adds to the body, or
   * cancels the approval when it resolves null.
   */
  confirmApproval?: (receipt: ReceiptView, rol: Rol | undefined) => Promise<object | null> | null;
}

/**
 * /checker (docs/features/receipts.md): one receipt at a time, full screen without the shell. It works
 * from claims (docs/features/queue.md): the receipt on screen and the next are held for this operator,
 * a decision paints the next at once and is sent after the 'Deshacer' delay.
 */
export function ReceiptsPage({
  EvidenceWarnings,
  hasEvidenceWarnings,
  EvidenceNotices,
  approvalProof,
  confirmApproval,
}: ReceiptsPageSlots = {}) {
  const queue = useClaimQueue();
  const rol = useSession()?.rol;
  const status = useQueueStatus(queue.pendingVersion);
  const controls = useViewerControls();
  const [showOcr, setShowOcr] = useState(false);
  const [modal, setModal] = useState<OpenModal>(null);
  const { current } = queue;
  const currentId = current?.id;
  // The box under the buttons (readings, bank notices) follows a moment after the receipt: a decision
  // paints the next receipt, its warnings and buttons first (docs/features/queue.md, Speed).
  const moreForId = useDeferredValue(currentId);

  usePreloadPdfjs(queue.next);

  const { reset } = controls;
  useEffect(() => reset(), [currentId, reset]);

  // The receipt of an open modal left the screen (its claim was lost): so does the modal, at once
  // (set while rendering, not a render later), and the operator is told why.
  const [modalsLost, setModalsLost] = useState(0);
  if (modal && modal.receiptId !== currentId) {
    setModal(null);
    setModalsLost((n) => n + 1);
  }
  useEffect(() => {
    if (modalsLost > 0) notifyError(T.decidedElsewhere);
  }, [modalsLost]);

  const send = (decision: Decision) => {
    if (!current) return;
    setModal(null);
    queue.decide(current, { kind: 'decide', decision });
  };

  const open = (kind: ModalKind) => {
    if (current) setModal({ kind, receiptId: current.id });
  };

  const approve = () => {
    if (!current) return;
    const proof = approvalProof?.(current);
    const question = confirmApproval?.(current, rol);
    if (!question) return send({ status: 'approve', ...proof });
    const asked = current.id;
    void question.then((extra) => {
      // Answered for the receipt still on screen only (its claim may have been lost meanwhile).
      if (extra && queue.current?.id === asked)
        queue.decide(queue.current, { kind: 'decide', decision: { status: 'approve', ...proof, ...extra } });
    });
  };

  const onAction = useStableCallback((action: PanelAction) => {
    if (action === 'approve') approve();
    else open(action);
  });

  const rejectDuplicate = () => send({ status: 'rejected', reason: 'PRELOADED_AMOUNT' });
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
      rejectDuplicate: () => current?.duplicates?.length && rejectDuplicate(),
    },
    !!current && modal === null,
  );
  // Z brings the last decision back, also when the queue ran dry behind it.
  useReviewShortcuts({ undo: queue.undoLast }, !!queue.pendingUndo && modal === null);

  const modalFor = (kind: ModalKind) => modal?.kind === kind && modal.receiptId === currentId;

  const warnings: ReactNode[] = current
    ? [
        current.confirmation ? (
          <ConfirmationNotice key="four-eyes" confirmation={current.confirmation} />
        ) : null,
        EvidenceWarnings && hasEvidenceWarnings?.(current) ? (
          <EvidenceWarnings
            key="evidence"
            receipt={current}
            rejectKey={SHORTCUTS.rejectDuplicate}
            onRejectDuplicate={rejectDuplicate}
          />
        ) : null,
        <ReadingChecks key="reading" receiptId={current.id} />,
        current.playerMessage?.state === 'failed' ? (
          <UndeliveredNotice key="undelivered" message={current.playerMessage} />
        ) : null,
      ]
    : [];

  return (
    <div className={classes.page}>
      <CheckerHeader
        queueCount={queue.pendingTotal}
        othersReviewing={status.data?.reviewing ?? 0}
        pendingSince={current?.updatedAt}
        hasOcr={hasOcr}
        showOcr={showOcr}
        onToggleOcr={toggleOcr}
        undo={
          queue.pendingUndo ? (
            <UndoBar
              // A new decision counts its own seconds from the start.
              key={queue.pendingUndo.sendsAt}
              pending={queue.pendingUndo}
              undoKey={SHORTCUTS.undo}
              onUndo={queue.undoLast}
              className={classes.undo}
              textClassName={classes.undoText}
            />
          ) : null
        }
      />
      <main className={classes.main}>
        {current ? (
          <div className={classes.body}>
            <ReceiptViewer
              receipt={current}
              upcoming={queue.next}
              controls={controls}
              onFileError={queue.refreshCurrentLink}
            />
            <ReceiptInfo receipt={current} onAction={onAction} />
            {/* What could make the decision wrong sits right on the buttons, in sight at every width. */}
            <div className={classes.decision}>
              <section className={classes.warnings} aria-label={T.warningsLabel}>
                {warnings}
              </section>
              <DecisionBar onAction={onAction} />
            </div>
            {/* Focusable: it scrolls, and a keyboard user must be able to scroll it (axe). */}
            <div className={classes.more} tabIndex={0} role="region" aria-label={T.moreLabel}>
              {moreForId === current.id ? (
                <>
                  <ReadingPanel receiptId={current.id} showFields={showOcr}>
                    {current.ocrData && hasOcrData(current) ? <OcrPanel data={current.ocrData} /> : null}
                  </ReadingPanel>
                  {EvidenceNotices ? <EvidenceNotices receipt={current} /> : null}
                </>
              ) : null}
            </div>
          </div>
        ) : queue.empty ? (
          <EmptyQueue searching={queue.refreshing} onSearch={queue.refresh} />
        ) : (
          <Center mih="60dvh">
            <Loader color="green" type="dots" role="status" aria-label={T.loadingReceipt} />
          </Center>
        )}
      </main>
      {current ? (
        <>
          {/* Mounted while open only: a decision does not draw four closed modals again. */}
          {modalFor('reject') ? (
            <ReasonModal
              opened
              title={T.rejectTitle}
              prompt={T.rejectPrompt}
              reasons={REJECT_REASONS}
              color="red"
              onChoose={(reason) => send({ status: 'rejected', reason })}
              onClose={() => setModal(null)}
            />
          ) : null}
          {modalFor('skip') ? (
            <ReasonModal
              opened
              title={T.skipTitle}
              prompt={T.skipPrompt}
              reasons={DEFER_REASONS}
              color="yellow"
              variant="default"
              onChoose={(reason) => send({ status: 'notfound', reason })}
              onClose={() => setModal(null)}
            />
          ) : null}
          {modalFor('edit') ? (
            <EditModal
              receipt={current}
              opened
              onClose={() => setModal(null)}
              onConfirmed={(newamount) => {
                setModal(null);
                queue.decide(current, { kind: 'edit', newamount });
              }}
            />
          ) : null}
          {modalFor('history') ? (
            <HistoryModal receipt={current} opened onClose={() => setModal(null)} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
