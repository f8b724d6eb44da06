import { ACCESS } from '@panel/domain/roles';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useSession } from '@/lib/session';
import { DASHBOARD_TEXTS } from '../texts';

/** /config: 'Estadisticas' for the roles that see the dashboard, 'Panel de control' for the rest. */
export function DashboardPage() {
  const session = useSession();
  const seesStats = session !== null && ACCESS.dashboard.includes(session.rol);
  return <PlaceholderPage title={seesStats ? DASHBOARD_TEXTS.statsTitle : DASHBOARD_TEXTS.panelTitle} />;
}
