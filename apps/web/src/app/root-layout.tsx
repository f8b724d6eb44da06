import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { DocumentTitle } from './document-title';

const SignedInLayer = lazy(async () => ({
  default: (await import('./signed-in-layer')).SignedInLayer,
}));
const EnrolRequiredScreen = lazy(async () => ({
  default: (await import('@/features/auth/components/enrol-required-screen')).EnrolRequiredScreen,
}));

/**
 * Top route: page title, the way a 401 anywhere reaches /logout (docs/features/shell.md), and for a signed-in user
 * what every screen has (signed-in-layer.tsx).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session !== null;
  const { pathname } = useLocation();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/logout', { replace: true }));
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  // The island requires a second factor this user has not set up: nothing else until it is
  // (docs/features/two-factor.md); /logout still works.
  if (session?.totpEnrolRequired && pathname !== '/logout') {
    return (
      <Suspense fallback={<DocumentTitle />}>
        <DocumentTitle />
        <EnrolRequiredScreen />
      </Suspense>
    );
  }
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
