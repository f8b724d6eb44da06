import { useEffect, useRef, useState } from 'react';
import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MAX_SEARCH } from '@panel/domain/lists/list-query';
import { UI_TEXTS } from '@/components/texts';
import { startDownload } from '@/lib/start-download';
import { DownloadButton } from './download-button';

interface ListToolbarProps {
  /** The list's URL state (useListState): its search text and setter. */
  list: { q: string; setSearch: (text: string) => void };
  searchLabel: string;
  /** How many rows match, when known. */
  total?: number;
  /** A signed link to the CSV of what the list shows. */
  onExport: () => Promise<string>;
  exportName: string;
}

/**
 * 'Exportar CSV': asks for a signed link to what the list shows, and the browser's download manager
 * saves it under this name (docs/features/lists.md 'Exports'); the button spins while it asks.
 */
export function ExportButton({ onExport, filename }: { onExport: () => Promise<string>; filename: string }) {
  const exportCsv = async () => {
    try {
      startDownload(await onExport(), filename);
    } catch {
      // the API client already showed the server's message
    }
  };
  return <DownloadButton onDownload={exportCsv} />;
}

/**
 * The search box's text, kept here as typed: the URL (list.q) follows a moment later, and a box
 * controlled by the URL alone dropped keystrokes typed before it caught up (each one replaced the
 * text with the URL's older value plus itself). A change of the URL from elsewhere (back, a link)
 * still shows.
 */
function useSearchText(list: ListToolbarProps['list']) {
  const [text, setText] = useState(list.q);
  // What this box sent that the URL may still echo back, oldest first.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const echo = sent.current.indexOf(list.q);
    if (echo >= 0) sent.current = sent.current.slice(echo + 1);
    else {
      sent.current = [];
      setText(list.q);
    }
  }, [list.q]);
  return {
    text,
    change: (next: string) => {
      sent.current.push(next);
      setText(next);
      list.setSearch(next);
    },
  };
}

/** Search box, match count and 'Exportar CSV' above a list (docs/features/lists.md). */
export function ListToolbar({ list, searchLabel, total, onExport, exportName }: ListToolbarProps) {
  const search = useSearchText(list);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <TextInput
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.text}
        maxLength={MAX_SEARCH}
        onChange={(event) => search.change(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      <Group gap="sm">
        {total === undefined ? null : (
          <Text size="sm" c="dimmed" aria-live="polite">
            {UI_TEXTS.rowCount(total)}
          </Text>
        )}
        <ExportButton onExport={onExport} filename={exportName} />
      </Group>
    </Group>
  );
}

interface ListPagerProps {
  page: number;
  totalPages: number;
  /** The list's URL state (useListState): where the page goes. */
  list: { setPage: (page: number) => void };
}

/** The list's pages; nothing when it fits in one. */
export function ListPager({ page, totalPages, list }: ListPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        value={page}
        total={totalPages}
        onChange={list.setPage}
        getControlProps={(control) => ({ 'aria-label': UI_TEXTS.pageControl(control) })}
        getItemProps={(item) => ({ 'aria-label': UI_TEXTS.page(item) })}
      />
    </Group>
  );
}
