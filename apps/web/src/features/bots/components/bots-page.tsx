import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { BOTS_TEXTS } from '../texts';

/** Bots (/config/bots). Built by a later issue. */
export function BotsPage() {
  return <PlaceholderPage title={BOTS_TEXTS.title} />;
}
