import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { BANKS_TEXTS } from '../texts';

/** Bancos (/config/banks). Built by a later issue. */
export function BanksPage() {
  return <PlaceholderPage title={BANKS_TEXTS.title} />;
}
