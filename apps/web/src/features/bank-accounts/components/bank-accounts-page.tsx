import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconCopy, IconToggleLeft, IconToggleRight, IconCashBanknoteMinus } from '@tabler/icons-react';
import type { BankAccountBody, BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import { formatPesos } from '@panel/domain/money';
import { ListPageHeader } from '@/components/ui/list-page-header';
import { ListTable } from '@/components/ui/list-table';
import { EditRowAction, RemoveRowAction, RowAction } from '@/components/ui/row-action';
import { TableStateRows } from '@/components/ui/table-state-rows';
import { controlsWallets } from '@panel/domain/roles';
import { confirmThen } from '@/lib/confirm-dialog';
import { useSession } from '@/lib/session';
import { useLoading } from '@/lib/loading';
import { useRowModal } from '@/lib/use-row-modal';
import { notifyError, notifySuccess } from '@/lib/notify';
import { BANK_ACCOUNT_COLUMNS, BANK_ACCOUNT_SORT_KEYS } from '@panel/domain/bank-accounts/bank-account-list';
import { ListPager, ListToolbar } from '@/components/ui/list-toolbar';
import { SortableHeads } from '@/components/ui/sortable-th';
import { useClientList } from '@/lib/use-list-state';
import { exportBankAccounts, useBankAccounts } from '../api/get-bank-accounts';
import {
  useDeleteBankAccount,
  useSaveBankAccount,
  useToggleBankAccount,
  useUnloadBankAccount,
} from '../api/bank-account-changes';
import { BANK_ACCOUNTS_TEXTS as T } from '../texts';
import { BankAccountModal } from './bank-account-modal';
import { UnloadModal } from './unload-modal';
import tableRows from '@/components/ui/table-rows.module.css';
import { AuditHistoryButton } from '@/components/audit-history/audit-history-button';

const COLUMNS = 5;
const SHOWN_COLUMNS = BANK_ACCOUNT_COLUMNS.filter((column) => column.key !== 'active');

/**
 * Cuentas (/config/bankaccounts, docs/features/bank-accounts.md): the island's wallets. Inactive rows are highlighted and
 * every button waits while anything loads.
 */
export function BankAccountsPage() {
  const accounts = useBankAccounts();
  const save = useSaveBankAccount();
  const toggle = useToggleBankAccount();
  const unload = useUnloadBankAccount();
  const remove = useDeleteBankAccount();
  const busy = useLoading() || accounts.isFetching;
  const modal = useRowModal<'edit' | 'unload', BankAccountView>();
  // Rol 3 sees and copies the accounts; unload, delete and a new CBU are roles 1 and 2's (docs/features/roles.md).
  const session = useSession();
  const keeper = session !== null && controlsWallets(session.rol);
  // A few dozen wallets per island: sorted, searched and paged in the browser (docs/features/lists.md).
  const { list, shown } = useClientList(BANK_ACCOUNT_SORT_KEYS, BANK_ACCOUNT_COLUMNS, accounts.data);

  const saveAccount = async (body: BankAccountBody) => {
    try {
      await save.mutateAsync({ id: modal.row?.id ?? null, body });
      modal.close();
      return true;
    } catch {
      return false; // the client already showed the server's message; the form stays
    }
  };

  const copyCbu = (account: BankAccountView) => {
    navigator.clipboard.writeText(account.number).then(
      () => notifySuccess(T.copied),
      () => notifyError(T.copyFailed),
    );
  };

  return (
    <Stack gap="md">
      <ListPageHeader
        title={T.title}
        newLabel={T.newAccount}
        onNew={() => modal.open('edit', null)}
        onReload={() => void accounts.refetch()}
        reloading={accounts.isFetching}
        disabled={busy}
      />
      <ListToolbar
        list={list}
        searchLabel={T.search}
        total={accounts.data ? shown.total : undefined}
        onExport={() => exportBankAccounts(list.query)}
        exportName="cuentas.csv"
      />
      <ListTable
        minWidth={760}
        className={tableRows.table}
        head={
          <>
            <SortableHeads columns={SHOWN_COLUMNS} list={list} />
            <Table.Th ta="right" className={tableRows.actions}>
              {T.columns.actions}
            </Table.Th>
          </>
        }
      >
        <TableStateRows
          columns={COLUMNS}
          pending={accounts.isPending}
          error={accounts.isError && !accounts.data}
          empty={accounts.data !== undefined && shown.total === 0}
          emptyText={accounts.data?.length === 0 ? T.empty : T.noMatch}
          onRetry={() => void accounts.refetch()}
        />
        {shown.rows.map((account) => {
          const row = T.rowName(account.name, account.bank.bankname);
          return (
            <Table.Tr
              key={account.id}
              className={account.active ? undefined : tableRows.inactive}
              data-inactive={account.active ? undefined : true}
            >
              <Table.Td>{account.bank.bankname}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {account.name}
                  </Text>
                  {account.active ? null : (
                    <Badge color="red" variant="light" size="sm">
                      {T.inactive}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" ff="monospace" fw={600}>
                {formatPesos(account.amount)}
              </Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {account.number}
              </Table.Td>
              <Table.Td className={tableRows.actions}>
                <Group gap={2} justify="flex-end" wrap="nowrap">
                  <AuditHistoryButton entity="bank_account" id={account.id} row disabled={busy} />
                  <RowAction
                    label={account.active ? T.actions.deactivate(row) : T.actions.activate(row)}
                    color={account.active ? 'green' : 'gray'}
                    disabled={busy}
                    onClick={() => toggle.mutate(account.id)}
                  >
                    {account.active ? (
                      <IconToggleRight size={20} aria-hidden />
                    ) : (
                      <IconToggleLeft size={20} aria-hidden />
                    )}
                  </RowAction>
                  <EditRowAction
                    label={T.actions.edit(row)}
                    disabled={busy}
                    onClick={() => modal.open('edit', account)}
                  />
                  <RowAction
                    label={T.actions.copy(row)}
                    color="teal"
                    disabled={busy}
                    onClick={() => copyCbu(account)}
                  >
                    <IconCopy size={18} aria-hidden />
                  </RowAction>
                  {keeper ? (
                    <>
                      <RowAction
                        label={T.actions.unload(row)}
                        color="orange"
                        disabled={busy || account.amount <= 0}
                        onClick={() => modal.open('unload', account)}
                      >
                        <IconCashBanknoteMinus size={18} aria-hidden />
                      </RowAction>
                      <RemoveRowAction
                        label={T.actions.remove(row)}
                        disabled={busy}
                        onClick={() => void confirmThen(T.confirmDelete, () => remove.mutate(account.id))}
                      />
                    </>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      <ListPager {...shown} list={list} />
      <BankAccountModal
        key={`edit-${modal.session}`}
        opened={modal.kind === 'edit'}
        account={modal.row}
        saving={save.isPending}
        onClose={modal.close}
        onSave={saveAccount}
        cbuLocked={!keeper}
      />
      <UnloadModal
        key={`unload-${modal.session}`}
        opened={modal.kind === 'unload'}
        account={modal.row}
        onClose={modal.close}
        onAccept={(amount) =>
          modal.row && unload.mutate({ id: modal.row.id, amount, balance: modal.row.amount })
        }
      />
    </Stack>
  );
}
