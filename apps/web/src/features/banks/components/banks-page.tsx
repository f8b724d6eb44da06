import { useState } from 'react';
import { Group, Stack, Table } from '@mantine/core';
import type { BankView } from '@panel/domain/banks/bank-rules';
import { formatPesos } from '@panel/domain/money';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { ListTable } from '@/components/ui/list-table';
import { EditRowAction, RemoveRowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import tableRows from '@/components/ui/table-rows.module.css';
import { confirmThen } from '@/lib/confirm-dialog';
import { useLoading } from '@/lib/loading';
import { notifyError } from '@/lib/notify';
import { useRowModal } from '@/lib/use-row-modal';
import { BANK_COLUMNS, BANK_SORT_KEYS } from '@panel/domain/banks/bank-list';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { SortableHeads } from '@/components/ui/sortable-th';
import { useClientList } from '@/lib/use-list-state';
import { exportBanks, useBanks } from '../api/get-banks';
import { useDeleteBank } from '../api/delete-bank';
import { useSaveBank } from '../api/save-bank';
import { BANKS_TEXTS as T } from '../texts';
import { draftOf, EMPTY_BANK, readBankDraft, type BankDraft } from '../bank-draft';
import { BankModal } from './bank-modal';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';

const COLUMNS = 8;
const countFormat = new Intl.NumberFormat('es-AR');

/**
 * Bancos (/config/banks, docs/features/banks.md). The modal closes after every submit; an invalid one
 * shows the first failing rule and keeps what was typed for the next opening of the same form.
 */
export function BanksPage() {
  const banks = useBanks();
  const save = useSaveBank();
  const remove = useDeleteBank();
  const busy = useLoading();
  const modal = useRowModal<'edit', BankView>();
  // A handful of banks: sorted, searched and paged in the browser (docs/features/lists.md).
  const { list, shown } = useClientList(BANK_SORT_KEYS, BANK_COLUMNS, banks.data);
  const [draft, setDraft] = useState<{ bankId: number | null; values: BankDraft } | null>(null);
  const bankId = modal.row?.id ?? null;
  // Read when the form mounts, i.e. on each opening (the form is keyed by the session).
  const initial =
    draft && draft.bankId === bankId ? draft.values : modal.row ? draftOf(modal.row) : EMPTY_BANK;

  const cancel = () => {
    setDraft(null);
    modal.close();
  };

  const submit = (typed: BankDraft) => {
    modal.close();
    const { values, message } = readBankDraft(typed);
    if (message) {
      setDraft({ bankId, values: typed });
      notifyError(message);
      return;
    }
    setDraft(null);
    save.mutate({ id: bankId, body: { ...values, bankname: values.bankname.trim() } });
  };

  return (
    <Stack gap="md">
      <ListPageHeader
        title={T.title}
        newLabel={T.newBank}
        onNew={() => modal.open('edit', null)}
        onReload={() => void banks.refetch()}
        reloading={banks.isFetching}
        disabled={busy}
      />
      <ListToolbar
        list={list}
        searchLabel={T.search}
        total={banks.data ? shown.total : undefined}
        onExport={() => exportBanks(list.query)}
        exportName="bancos.csv"
      />
      <ListTable
        minWidth={900}
        className={tableRows.table}
        head={
          <>
            <SortableHeads columns={BANK_COLUMNS} list={list} />
            <Table.Th ta="right" className={tableRows.actions}>
              {T.columns.actions}
            </Table.Th>
          </>
        }
      >
        <TableStateRows
          columns={COLUMNS}
          pending={banks.isPending}
          error={banks.isError && !banks.data}
          empty={banks.data !== undefined && shown.total === 0}
          emptyText={banks.data?.length === 0 ? T.empty : T.noMatch}
          onRetry={() => void banks.refetch()}
        />
        {shown.rows.map((bank) => (
          <Table.Tr key={bank.id}>
            <Table.Td fw={600}>{bank.bankname}</Table.Td>
            <Table.Td ta="right">{formatPesos(bank.transacbottomlimit)}</Table.Td>
            <Table.Td ta="right">{formatPesos(bank.transactoplimit)}</Table.Td>
            <Table.Td ta="right">{formatPesos(bank.dailytoplimit)}</Table.Td>
            <Table.Td ta="right">{formatPesos(bank.monthlytoplimit)}</Table.Td>
            <Table.Td ta="right">{formatPesos(bank.toplimitinuse)}</Table.Td>
            <Table.Td ta="right">{countFormat.format(bank.dailytransaclimit)}</Table.Td>
            <Table.Td className={tableRows.actions}>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <AuditHistoryButton entity="bank" id={bank.id} row />
                <EditRowAction
                  label={T.actions.edit(bank.bankname)}
                  disabled={busy}
                  onClick={() => modal.open('edit', bank)}
                />
                <RemoveRowAction
                  label={T.actions.remove(bank.bankname)}
                  disabled={busy}
                  onClick={() => void confirmThen(T.confirmDelete, () => remove.mutate(bank.id))}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListPager {...shown} list={list} />
      <BankModal
        key={modal.session}
        opened={modal.kind === 'edit'}
        initial={initial}
        onClose={cancel}
        onSubmit={submit}
      />
    </Stack>
  );
}
