import { useEffect, useRef, useState } from 'react';
import { Anchor, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useStableCallback } from '@/lib/use-stable-callback';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';

/** pdf.js, downloaded only when a PDF receipt is on screen (docs/architecture.md, "What the browser downloads"). */
const loadPdfjs = () =>
  import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });

/** Fetches pdf.js ahead, while the receipt before a PDF is on screen. */
export const preloadPdfjs = (): void => void loadPdfjs().catch(() => undefined);

/** Pages drawn at most this many at once: a receipt is a page or two, a stray long PDF stays light. */
const MAX_PAGES = 5;

interface ReceiptPdfProps {
  url: string;
  title: string;
  zoom: number;
  rotation: number;
  onError: () => void;
}

/**
 * A PDF receipt drawn page by page on canvases with pdf.js, like an image (docs/features/queue.md):
 * fitted to the viewer, zoomed (+ / − / 0) and turned (G), without the browser's own viewer.
 */
export function ReceiptPdf({ url, title, zoom, rotation, onError }: ReceiptPdfProps) {
  const { ref, width, height } = useElementSize();
  // What the link gave, kept with the link: a new one shows the loader, not the last file.
  const [opened, setOpened] = useState<{ url: string; doc?: PDFDocumentProxy; failed?: true } | null>(null);
  const doc = opened?.url === url ? opened.doc : undefined;
  const failed = opened?.url === url && opened.failed === true;
  const reportError = useStableCallback(onError);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    loadPdfjs()
      .then((pdfjs) => {
        const task = pdfjs.getDocument({ url, isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(
        (loaded) => {
          if (!cancelled) setOpened({ url, doc: loaded });
        },
        () => {
          if (cancelled) return;
          setOpened({ url, failed: true });
          reportError();
        },
      );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url, reportError]);

  const pages = doc ? Array.from({ length: Math.min(doc.numPages, MAX_PAGES) }, (_, i) => i + 1) : [];
  return (
    // Focusable: zoomed pages scroll, and a keyboard user must reach them (axe).
    <Box
      ref={ref}
      className={classes.imageScroll}
      role="img"
      aria-label={title}
      tabIndex={0}
      data-testid="receipt-pdf"
    >
      {failed ? (
        <Center className={classes.imageFallback}>
          <Stack gap={4} align="center">
            <Text c="dimmed">{T.fileError}</Text>
            <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
              {T.openFile}
            </Anchor>
          </Stack>
        </Center>
      ) : !doc || width === 0 || height === 0 ? (
        <Center className={classes.imageFallback}>
          <Loader color="gray" size="sm" role="status" aria-label={T.loadingReceipt} />
        </Center>
      ) : (
        <div className={classes.pdfPages}>
          {pages.map((n) => (
            <PdfPage key={n} doc={doc} page={n} box={{ width, height }} zoom={zoom} rotation={rotation} />
          ))}
        </div>
      )}
    </Box>
  );
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  page: number;
  box: { width: number; height: number };
  zoom: number;
  rotation: number;
}

/** One page fitted to the viewer as an image is, times the zoom, turned; drawn sharp for the screen. */
function PdfPage({ doc, page, box, zoom, rotation }: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    void doc.getPage(page).then((proxy) => {
      if (cancelled || !canvas.current) return;
      const turn = (proxy.rotate + rotation) % 360;
      const natural = proxy.getViewport({ scale: 1, rotation: turn });
      const fit = Math.min(box.width / natural.width, box.height / natural.height);
      const scale = fit * zoom;
      const ratio = window.devicePixelRatio || 1;
      const viewport = proxy.getViewport({ scale: scale * ratio, rotation: turn });
      const target = canvas.current;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      setSize({ width: viewport.width / ratio, height: viewport.height / ratio });
      const task = proxy.render({ canvas: target, viewport });
      cancelRender = () => task.cancel();
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [doc, page, box.width, box.height, zoom, rotation]);
  return (
    <canvas
      ref={canvas}
      className={classes.pdfPage}
      style={size ? { width: size.width, height: size.height } : { opacity: 0 }}
      aria-hidden
    />
  );
}
