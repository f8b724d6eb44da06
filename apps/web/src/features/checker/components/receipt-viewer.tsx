import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconExternalLink,
  IconRotateClockwise,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { useStableCallback } from '@/lib/use-stable-callback';
import type { ViewerControls } from '../hooks/use-viewer-controls';
import { SHORTCUTS } from '../hooks/use-review-shortcuts';
import { RECEIPTS_TEXTS as T } from '../texts';
import classes from './receipts.module.css';
import { ReceiptPdf } from './receipt-pdf';

/** docs/features/receipts.md: a URL ending in pdf is a PDF (drawn with pdf.js), anything else an image. */
export function isPdfUrl(url: string): boolean {
  try {
    return new URL(url, 'http://panel.invalid').pathname.toLowerCase().endsWith('pdf');
  } catch {
    return url.toLowerCase().split(/[?#]/)[0]!.endsWith('pdf');
  }
}

interface ReceiptViewerProps {
  receipt: ReceiptView;
  /**
   * The receipt after this one: its image is laid out and decoded out of sight, so a decision shows
   * it at once (docs/features/queue.md, Speed).
   */
  upcoming?: ReceiptView;
  controls: ViewerControls;
  /** The file did not load: its signed link may have expired. */
  onFileError: () => void;
}

/** The receipt's file: a PDF's pages drawn or an image, both zoom and rotate (docs/features/queue.md). */
export function ReceiptViewer({ receipt, upcoming, controls, onFileError }: ReceiptViewerProps) {
  const pdf = isPdfUrl(receipt.url);
  const waiting = upcoming && upcoming.id !== receipt.id && !isPdfUrl(upcoming.url) ? upcoming : undefined;
  // One keyed list: when the upcoming receipt becomes the current one, React keeps its element.
  const images = [pdf ? undefined : receipt, waiting].filter((file) => file !== undefined);
  return (
    <Stack gap={0} className={classes.viewer}>
      <Group className={classes.viewerBar} gap={4} justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <ViewerButton label={T.zoomOut} shortcut={SHORTCUTS.zoomOut} onClick={controls.zoomOut}>
            <IconZoomOut size={18} aria-hidden />
          </ViewerButton>
          <Text size="xs" w={44} ta="center" c="dimmed" aria-live="polite">
            {T.zoomLevel(Math.round(controls.zoom * 100))}
          </Text>
          <ViewerButton label={T.zoomIn} shortcut={SHORTCUTS.zoomIn} onClick={controls.zoomIn}>
            <IconZoomIn size={18} aria-hidden />
          </ViewerButton>
          <ViewerButton label={T.zoomReset} shortcut={SHORTCUTS.zoomReset} onClick={controls.reset}>
            <IconZoomReset size={18} aria-hidden />
          </ViewerButton>
          <ViewerButton label={T.rotate} shortcut={SHORTCUTS.rotate} onClick={controls.rotate}>
            <IconRotateClockwise size={18} aria-hidden />
          </ViewerButton>
        </Group>
        <Tooltip label={T.openFile}>
          <ActionIcon
            component="a"
            href={receipt.url}
            target="_blank"
            rel="noreferrer"
            variant="subtle"
            color="gray"
            aria-label={T.openFile}
          >
            <IconExternalLink size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div className={classes.files}>
        {pdf ? (
          <ReceiptPdf
            url={receipt.url}
            title={T.receiptPdf(receipt.client.panelUsername)}
            zoom={controls.zoom}
            rotation={controls.rotation}
            onError={onFileError}
          />
        ) : null}
        {images.map((file) =>
          file === receipt ? (
            <ReceiptImage
              key={file.id}
              url={file.url}
              alt={T.receiptImage(file.client.panelUsername)}
              zoom={controls.zoom}
              rotation={controls.rotation}
              onDoubleClick={controls.toggleZoom}
              onError={onFileError}
            />
          ) : (
            <ReceiptImage key={file.id} url={file.url} upcoming />
          ),
        )}
      </div>
    </Stack>
  );
}

function ViewerButton({
  label,
  shortcut,
  onClick,
  children,
}: {
  label: string;
  shortcut: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={T.shortcut(label, shortcut)}>
      <ActionIcon variant="subtle" color="gray" onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

interface Size {
  width: number;
  height: number;
}

/**
 * The image fitted to the viewer, times the zoom, turned by the rotation. The box it sits in takes
 * the turned size, so a zoomed or turned image scrolls instead of being cut.
 */
export function imageLayout(natural: Size, viewport: Size, zoom: number, rotation: number) {
  const turned = rotation % 180 !== 0;
  const boxNatural = turned ? { width: natural.height, height: natural.width } : natural;
  const fit = Math.min(viewport.width / boxNatural.width, viewport.height / boxNatural.height);
  const scale = fit * zoom;
  return {
    box: { width: boxNatural.width * scale, height: boxNatural.height * scale },
    image: { width: natural.width * scale, height: natural.height * scale },
  };
}

/** The file's size and turn inside its box, from `imageLayout`. */
const turnedStyle = (layout: ReturnType<typeof imageLayout>, rotation: number) => ({
  width: layout.image.width,
  height: layout.image.height,
  transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
});

type ReceiptImageProps =
  | {
      url: string;
      alt: string;
      zoom: number;
      rotation: number;
      onDoubleClick: () => void;
      onError: () => void;
      upcoming?: false;
    }
  /** Out of sight and out of the accessibility tree until it becomes the current receipt. */
  | { url: string; upcoming: true };

const UPCOMING_VIEW = { alt: '', zoom: 1, rotation: 0, onDoubleClick: undefined, onError: undefined };

function ReceiptImage(props: ReceiptImageProps) {
  const { url, upcoming } = props;
  // A new file starts fitted and unrotated (the page resets the controls with it), as it waits.
  const { alt, zoom, rotation, onDoubleClick, onError } = props.upcoming ? UPCOMING_VIEW : props;
  const { ref, width, height } = useElementSize();
  const [natural, setNatural] = useState<Size | null>(null);
  // The link that failed: a new link (or file) starts unfailed.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  // A file that failed (its signed link may have expired) asks for a new link once it is in sight.
  const askNewLink = useStableCallback(() => onError?.());
  const failedInSight = failed && !upcoming;
  useEffect(() => {
    if (failedInSight) askNewLink();
  }, [failedInSight, askNewLink]);

  const layout =
    natural && width > 0 && height > 0 ? imageLayout(natural, { width, height }, zoom, rotation) : null;

  return (
    // Focusable and named: a zoomed file scrolls, and a keyboard user must reach it (axe, on a phone).
    <Box
      ref={ref}
      className={upcoming ? `${classes.imageScroll} ${classes.upcoming}` : classes.imageScroll}
      onDoubleClick={onDoubleClick}
      {...(upcoming
        ? { 'aria-hidden': true, inert: true }
        : { tabIndex: 0, role: 'region', 'aria-label': T.fileBox })}
    >
      {failed ? (
        <Center className={classes.imageFallback}>
          <Text c="dimmed">{T.fileError}</Text>
        </Center>
      ) : (
        // The box fills the viewer while the file loads and once it is fitted, and grows only
        // past it (zoomed, turned): the file's arrival moves nothing on the page (no layout shift).
        <div
          className={classes.imageBox}
          style={
            layout
              ? { width: Math.max(layout.box.width, width), height: Math.max(layout.box.height, height) }
              : undefined
          }
        >
          {layout ? null : (
            <Center className={classes.imageFallback}>
              <Loader color="gray" size="sm" role="status" aria-label={T.loadingReceipt} />
            </Center>
          )}
          <img
            src={url}
            alt={alt}
            className={classes.image}
            draggable={false}
            // The receipt on screen is the page's main content: fetched first, decoded off the main
            // thread; the next one waits behind it.
            fetchPriority={upcoming ? 'low' : 'high'}
            decoding="async"
            style={layout ? turnedStyle(layout, rotation) : { opacity: 0 }}
            onLoad={(event) => {
              const image = event.currentTarget;
              setNatural({ width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
              // Out of sight it would be decoded only when shown: decode it now instead.
              if (upcoming) image.decode?.().catch(() => undefined);
            }}
            onError={() => setFailedUrl(url)}
          />
        </div>
      )}
    </Box>
  );
}
