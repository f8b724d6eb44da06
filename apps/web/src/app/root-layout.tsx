import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { DocumentTitle } from './document-title';

const SignedInLayer = lazy(async () => ({
  default: (await import('./signed-in-layer')).SignedInLayer,
}));

/**
 * Top route: page title, the way a 401 anywhere reaches /logout (docs/features/shell.md), and for a signed-in user
 * what every screen has (signed-in-layer.tsx).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/logout', { replace: true }));
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  return (
    <>
      {signedIn ? (
        <Suspense fallback={<DocumentTitle />}>
          <SignedInLayer />
        </Suspense>
      ) : (
        <DocumentTitle />
      )}
      <Outlet />
    </>
  );
}
