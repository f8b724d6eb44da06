import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCurrentIslandName } from '@/features/islands/api/get-current-island';
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

/** Top route: page title, and the way a 401 anywhere reaches /logout (SPEC §8). */
export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/logout', { replace: true }));
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  return <Outlet />;
}
