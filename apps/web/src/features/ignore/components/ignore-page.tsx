import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { IGNORE_TEXTS } from '../texts';

/** Numeros Ignorados (/config/players). Built by a later issue. */
export function IgnorePage() {
  return <PlaceholderPage title={IGNORE_TEXTS.title} />;
}
