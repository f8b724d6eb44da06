import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useRealtimeConnection } from '@/lib/realtime-connection';
import { useSession } from '@/lib/session';
import { useCurrentIslandName } from '@/features/islands/api/get-current-island';
import { PendingSound } from '@/features/receipts/components/pending-sound';
import { APP_TEXTS } from './texts';

/** The page title of SPEC: 'Panel Comprobantes | Isla: {name}' once a user is stored. */
function useDocumentTitle() {
  const session = useSession();
  const island = useCurrentIslandName(session !== null);
  const title = APP_TEXTS.documentTitle(session ? island : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Top route: page title, the way a 401 anywhere reaches /logout (SPEC §8), and what a signed-in user
 * has on every screen, /checker included: the realtime channel and the new-receipt sound (SPEC §4, §7).
 */
export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();
  useRealtimeConnection();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/logout', { replace: true }));
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  return (
    <>
      <PendingSound />
      <Outlet />
    </>
  );
}
