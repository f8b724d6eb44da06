import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { NOTIFICATIONS_TEXTS } from '../texts';

/** Notificaciones (/notifications): bank transfer notices. Built by a later issue. */
export function NotificationsPage() {
  return <PlaceholderPage title={NOTIFICATIONS_TEXTS.title} />;
}
