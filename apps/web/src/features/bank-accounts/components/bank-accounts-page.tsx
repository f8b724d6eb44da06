import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { BANK_ACCOUNTS_TEXTS } from '../texts';

/** Cuentas (/config/bankaccounts). Built by a later issue. */
export function BankAccountsPage() {
  return <PlaceholderPage title={BANK_ACCOUNTS_TEXTS.title} />;
}
