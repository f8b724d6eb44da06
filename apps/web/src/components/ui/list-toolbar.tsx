import { useState } from 'react';
import { Button, Group, Pagination, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { MAX_SEARCH } from '@panel/domain/lists/list-query';
import { UI_TEXTS } from '@/components/texts';
import { saveFile } from '@/lib/save-file';

interface ListToolbarProps {
  /** The list's URL state (useListState): its search text and setter. */
  list: { q: string; setSearch: (text: string) => void };
  searchLabel: string;
  /** How many rows match, when known. */
  total?: number;
  /** Downloads the CSV of what the list shows. */
  onExport: () => Promise<Blob>;
  exportName: string;
}

/** 'Exportar CSV': downloads what the list shows and saves it under this name (docs/features/lists.md). */
export function ExportButton({ onExport, filename }: { onExport: () => Promise<Blob>; filename: string }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await onExport(), filename);
    } catch {
      // the API client already showed the server's message
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting}
      onClick={() => void exportCsv()}
    >
      {UI_TEXTS.exportCsv}
    </Button>
  );
}

/** Search box, match count and 'Exportar CSV' above a list (docs/features/lists.md). */
export function ListToolbar({ list, searchLabel, total, onExport, exportName }: ListToolbarProps) {
  // The box keeps what is typed: the URL answers a beat later, and a box reading it back would lose
  // the keys typed meanwhile (each write sends the whole text, so the URL ends up with all of it).
  const [text, setText] = useState(list.q);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <TextInput
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={MAX_SEARCH}
        onChange={(event) => {
          setText(event.currentTarget.value);
          list.setSearch(event.currentTarget.value);
        }}
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
