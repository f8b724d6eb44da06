import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canEnter, type ScreenKey } from '@panel/domain/roles';
import { useSession } from '@/lib/session';

/** No session: to /login. A role the table does not admit: to /error (docs/features/shell.md, docs/features/roles.md). */
export function RequireScreen({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (!canEnter(screen, session.rol)) return <Navigate to="/error" replace />;
  return children;
}

/** Someone already signed in who opens /login goes straight to /checker (docs/features/auth.md). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to="/checker" replace />;
  return children;
}
