import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { useState } from 'react';
import { Button, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { HISTORY_PAGE_SIZE } from '@panel/domain/players/player-rules';
import { pageWindow, totalPages } from '@panel/domain/players/pagination';
import { pickedToWire, type Day } from '@panel/domain/date-range';
import { ExportButton } from '@/components/ui/list-toolbar';
import { exportHistory, useHistory } from '../api/get-history';
import { PLAYERS_TEXTS } from '../texts';
import { FILTER_ORDER, useHistoryState } from '../use-history-state';
import { MovementsTable } from './movements-table';

const T = PLAYERS_TEXTS.history;

/**
 * The modal's body: mounted while open, and its filters, dates, order and page live in the Cajeros
 * URL (docs/features/lists.md), so a reload reopens the same page and closing drops them all
 * (docs/features/players.md); opening searches at once.
 */
function HistoryBody({ username }: { username: string }) {
  const state = useHistoryState();
  const { filters, page } = state;
  // A range picked halfway (its first day only) stays here until its last day is picked.
  const [draft, setDraft] = useState<[Day | null, Day | null] | null>(null);
  const [start, end] = state.range;
  const value = start && end ? pickedToWire(start, end) : ([] as []);
  const order = state.sort ? { sort: state.sort, dir: state.dir } : {};
  const history = useHistory({ username, value, filters, page, ...order });
  const pages = totalPages(history.data?.total ?? 0, HISTORY_PAGE_SIZE);
  const narrow = useMediaQuery('(max-width: 36em)');
  const setPage = state.setPage;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Chip.Group
          multiple
          value={FILTER_ORDER.filter((f) => filters[f])}
          // docs/features/players.md: a filter change goes back to page 1
          onChange={(on) => state.setFilters(FILTER_ORDER.filter((filter) => on.includes(filter)))}
        >
          <Group gap="xs" role="group" aria-label={T.filters}>
            {FILTER_ORDER.map((filter) => (
              <Chip key={filter} value={filter} color="green">
                {T[filter]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <DatePickerInput
            type="range"
            aria-label={T.range}
            placeholder={T.rangePlaceholder}
            value={draft ?? state.range}
            onChange={(next) => {
              const whole = (next[0] && next[1]) || (!next[0] && !next[1]);
              setDraft(whole ? null : next);
              if (whole) state.setRange(next);
            }}
            allowSingleDateInRange
            clearable
            valueFormat="DD/MM/YYYY"
            dropdownType={narrow ? 'modal' : 'popover'}
            miw={230}
            // The empty field's text reads as content here ('Todas las fechas'): full contrast.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          />
        </DatesProvider>
      </Group>

      <MovementsTable
        movements={history.data?.items ?? []}
        label={T.title(username)}
        pending={history.isPending}
        error={history.isError && !history.data}
        onRetry={() => void history.refetch()}
        busy={history.isPlaceholderData}
        sorting={state}
      />

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {history.data ? T.total(history.data.total) : ' '}
          </Text>
          <ExportButton
            onExport={() => exportHistory({ username, value, filters, ...order })}
            filename={`historial-${username}.csv`}
          />
        </Group>
        {pages > 1 && (
          <Group gap={4} role="navigation" aria-label={T.pages}>
            <Button
              variant="default"
              size="compact-md"
              aria-label={T.previous}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <IconChevronLeft size={16} aria-hidden />
            </Button>
            {pageWindow(page, pages).map((n, index, shown) => (
              <Group key={n} gap={4} wrap="nowrap">
                {index > 0 && n - shown[index - 1]! > 1 && (
                  <Text size="sm" c="dimmed" aria-hidden>
                    …
                  </Text>
                )}
                <Button
                  variant={n === page ? 'filled' : 'default'}
                  size="compact-md"
                  aria-label={T.page(n)}
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => setPage(n)}
                >
                  {n}
                </Button>
              </Group>
            ))}
            <Button
              variant="default"
              size="compact-md"
              aria-label={T.next}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              <IconChevronRight size={16} aria-hidden />
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

interface HistoryModalProps {
  username: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Historial de movimientos de: {username}' (docs/features/players.md): pages of 10, filters, date range. */
export function HistoryModal({ username, opened, onClose }: HistoryModalProps) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={T.title(username)} size="70rem" fullScreen={fullScreen}>
      {opened && <HistoryBody username={username} />}
    </Modal>
  );
}
