import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { AUDIENCES_TEXTS } from '../texts';

/** Público (/config/audiences). Built by a later issue. */
export function AudiencesPage() {
  return <PlaceholderPage title={AUDIENCES_TEXTS.title} />;
}
