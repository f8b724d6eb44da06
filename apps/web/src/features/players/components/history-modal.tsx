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
import { MOVEMENT_FILTERS, type MovementFilter } from '@panel/domain/ledger/movements';
import { useHistory } from '../api/get-history';
import { PLAYERS_TEXTS } from '../texts';
import { MovementsTable } from './movements-table';

const T = PLAYERS_TEXTS.history;
const FILTER_ORDER = Object.keys(MOVEMENT_FILTERS) as MovementFilter[];
const ALL_ON: Record<MovementFilter, boolean> = { withdrawals: true, deposits: true, games: true };

/**
 * The modal's body: mounted while open, so closing drops the table, the dates and the page
 * (docs/features/players.md), and opening searches at once.
 */
function HistoryBody({ username }: { username: string }) {
  const [filters, setFilters] = useState(ALL_ON);
  const [range, setRange] = useState<[Day | null, Day | null]>([null, null]);
  const [page, setPage] = useState(1);
  const [start, end] = range;
  // A range counts once it is whole (a single day is picked twice); clearing it shows every date.
  const value = start && end ? pickedToWire(start, end) : ([] as []);
  const history = useHistory({ username, value, filters, page });
  const pages = totalPages(history.data?.total ?? 0, HISTORY_PAGE_SIZE);
  const narrow = useMediaQuery('(max-width: 36em)');

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Chip.Group
          multiple
          value={FILTER_ORDER.filter((f) => filters[f])}
          onChange={(on) => {
            setFilters({
              withdrawals: on.includes('withdrawals'),
              deposits: on.includes('deposits'),
              games: on.includes('games'),
            });
            setPage(1); // docs/features/players.md: a filter change goes back to page 1
          }}
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
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
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

      <MovementsTable movements={history.data?.items ?? []} label={T.title(username)} />

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {history.data ? T.total(history.data.total) : ' '}
        </Text>
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
