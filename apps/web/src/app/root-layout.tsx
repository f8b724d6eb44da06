import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useRealtimeConnection } from '@/lib/realtime-connection';
import { PendingSound } from '@/features/receipts/components/pending-sound';
import { useDocumentTitle } from './document-title';

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
