import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { ISLANDS_TEXTS } from '../texts';

/** Islas (/config/Islands). Built by a later issue. */
export function IslandsPage() {
  return <PlaceholderPage title={ISLANDS_TEXTS.title} />;
}
