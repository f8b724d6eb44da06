import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { USERS_TEXTS } from '../texts';

/** Usuarios (/config/users). Built by a later issue. */
export function UsersPage() {
  return <PlaceholderPage title={USERS_TEXTS.title} />;
}
