import { useState } from 'react';
import { Table } from '@mantine/core';
import type { BankView } from '@panel/domain/banks/bank-rules';
import { formatPesos } from '@panel/domain/money';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useLoading } from '@/lib/loading';
import { notifyError } from '@/lib/notify';
import { useRowModal } from '@/lib/use-row-modal';
import { BANK_COLUMNS } from '@panel/domain/banks/bank-list';
import { exportBanks, useBanks } from '../api/get-banks';
import { useDeleteBank } from '../api/delete-bank';
import { useSaveBank } from '../api/save-bank';
import { BANKS_TEXTS as T } from '../texts';
import { draftOf, EMPTY_BANK, readBankDraft, type BankDraft } from '../bank-draft';
import { BankModal } from './bank-modal';

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

  // A handful of banks: sorted, searched and paged in the browser (docs/features/lists.md).
  return (
    <ListScreen
      texts={T}
      onNew={() => modal.open('edit', null)}
      busy={busy}
      source={banks}
      rows={banks.data}
      columns={BANK_COLUMNS}
      csv={{ filename: 'bancos.csv', download: exportBanks }}
      table={{ minWidth: 900, look: 'wide' }}
      name={(bank) => bank.bankname}
      cells={(bank) => (
        <>
          <Table.Td fw={600}>{bank.bankname}</Table.Td>
          <Table.Td ta="right">{formatPesos(bank.transacbottomlimit)}</Table.Td>
          <Table.Td ta="right">{formatPesos(bank.transactoplimit)}</Table.Td>
          <Table.Td ta="right">{formatPesos(bank.dailytoplimit)}</Table.Td>
          <Table.Td ta="right">{formatPesos(bank.monthlytoplimit)}</Table.Td>
          <Table.Td ta="right">{formatPesos(bank.toplimitinuse)}</Table.Td>
          <Table.Td ta="right">{countFormat.format(bank.dailytransaclimit)}</Table.Td>
        </>
      )}
      actions={{
        audit: { entity: 'bank' },
        render: (bank, edit) => edit(() => modal.open('edit', bank)),
        onRemove: (bank) => remove.mutate(bank.id),
      }}
    >
      <BankModal
        key={modal.session}
        opened={modal.kind === 'edit'}
        initial={initial}
        onClose={cancel}
        onSubmit={submit}
      />
    </ListScreen>
  );
}
