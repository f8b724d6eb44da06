import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { CASHIERS_TEXTS } from '../texts';

/** Cajeros (/config/cashiers). Built by a later issue. */
export function CashiersPage() {
  return <PlaceholderPage title={CASHIERS_TEXTS.title} />;
}
