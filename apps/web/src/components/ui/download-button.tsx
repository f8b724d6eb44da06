import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { UI_TEXTS } from '@/components/texts';

interface DownloadButtonProps {
  /** Fetches and saves the file, and shows its own errors; the button spins until it settles. */
  onDownload: () => Promise<void>;
  /** 'Exportar CSV' unless the screen says otherwise. */
  label?: string;
}

/**
 * A download button (docs/features/lists.md 'Exports'): the list exports and the audit export share
 * it, so every export looks the same and cannot be clicked twice while one is on its way.
 */
export function DownloadButton({ onDownload, label = UI_TEXTS.exportCsv }: DownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
