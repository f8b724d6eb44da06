import { Badge, Group, Table, Text } from '@mantine/core';
import { IconCopy, IconCashBanknoteMinus } from '@tabler/icons-react';
import type { BankAccountBody, BankAccountView } from '@panel/domain/bank-accounts/bank-account-rules';
import { formatPesos } from '@panel/domain/money';
import { ListScreen } from '@/components/list-screen/list-screen';
import { RowAction, ToggleRowAction } from '@/components/ui/row-action';
import { controlsWallets } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import { useLoading } from '@/lib/loading';
import { useRowModal } from '@/lib/use-row-modal';
import { notifyError, notifySuccess } from '@/lib/notify';
import { BANK_ACCOUNT_COLUMNS } from '@panel/domain/bank-accounts/bank-account-list';
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

  // A few dozen wallets per island: sorted, searched and paged in the browser (docs/features/lists.md).
  return (
    <ListScreen
      texts={T}
      onNew={() => modal.open('edit', null)}
      busy={busy}
      source={accounts}
      rows={accounts.data}
      columns={BANK_ACCOUNT_COLUMNS}
      headColumns={SHOWN_COLUMNS}
      csv={{ filename: 'cuentas.csv', download: exportBankAccounts }}
      table={{ minWidth: 760, look: 'wide' }}
      name={(account) => T.rowName(account.name, account.bank.bankname)}
      inactive={(account) => !account.active}
      cells={(account) => (
        <>
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
        </>
      )}
      actions={{
        audit: { entity: 'bank_account', disabled: busy },
        gap: 2,
        render: (account, edit) => {
          const row = T.rowName(account.name, account.bank.bankname);
          return (
            <>
              <ToggleRowAction
                active={account.active}
                label={account.active ? T.actions.deactivate(row) : T.actions.activate(row)}
                disabled={busy}
                onClick={() => toggle.mutate(account.id)}
              />
              {edit(() => modal.open('edit', account))}
              <RowAction
                label={T.actions.copy(row)}
                color="teal"
                disabled={busy}
                onClick={() => copyCbu(account)}
              >
                <IconCopy size={18} aria-hidden />
              </RowAction>
              {keeper ? (
                <RowAction
                  label={T.actions.unload(row)}
                  color="orange"
                  disabled={busy || account.amount <= 0}
                  onClick={() => modal.open('unload', account)}
                >
                  <IconCashBanknoteMinus size={18} aria-hidden />
                </RowAction>
              ) : null}
            </>
          );
        },
        onRemove: keeper ? (account) => remove.mutate(account.id) : undefined,
      }}
    >
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
    </ListScreen>
  );
}
