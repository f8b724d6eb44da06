import { Stack, Table } from '@mantine/core';
import { IconPhoneCheck } from '@tabler/icons-react';
import { IGNORED_NUMBER_COLUMNS } from '@panel/domain/ignored-numbers/ignored-number-list';
import type { IgnoredNumber } from '@panel/domain/ignored-numbers/ignored-number-rules';
import { ClientList } from '@/components/ui/client-list';
import { RowAction, RowActions } from '@/components/ui/row-action';
import { exportIgnored, useIgnored } from '../api/ignored-numbers';
import { IGNORED_NUMBERS_TEXTS as T } from '../texts';

interface IgnoredNumbersListProps {
  busy: boolean;
  onUnblock: (item: IgnoredNumber) => void;
}

/**
 * The island's ignored numbers as a list (docs/features/lists.md): a few dozen, sorted, searched and
 * paged in the browser, state in the URL, 'Habilitar' at hand on each row.
 */
export function IgnoredNumbersList({ busy, onUnblock }: IgnoredNumbersListProps) {
  const ignored = useIgnored();
  return (
    <Stack gap="sm">
      <ClientList
        source={ignored}
        rows={ignored.data?.items}
        columns={IGNORED_NUMBER_COLUMNS}
        texts={{
          search: T.list.search,
          actions: T.list.actions,
          empty: T.list.empty,
          noMatch: T.list.noMatch,
        }}
        csv={{ filename: 'numeros-ignorados.csv', download: exportIgnored }}
        table={{ minWidth: 320, look: 'wide' }}
      >
        {(item) => (
          <Table.Tr key={item.id}>
            <Table.Td ff="monospace">{item.phone}</Table.Td>
            <RowActions sticky>
              <RowAction
                color="blue"
                label={T.list.unblock(item.phone)}
                disabled={busy}
                onClick={() => onUnblock(item)}
              >
                <IconPhoneCheck size={18} aria-hidden />
              </RowAction>
            </RowActions>
          </Table.Tr>
        )}
      </ClientList>
    </Stack>
  );
}
