import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { Rol } from '@panel/domain/roles';
import { useSession } from '@/lib/session';
import { APP_TEXTS } from './texts';

/** A route's `handle.title`: the screen's name, or a function of the role when the screen's heading is. */
export type ScreenTitle = string | ((rol: Rol) => string);

function screenTitle(matches: ReturnType<typeof useMatches>, rol: Rol | undefined): string | undefined {
  const title = matches
    .map((match) => (match.handle as { title?: ScreenTitle } | undefined)?.title)
    .findLast((t) => t !== undefined);
  if (typeof title !== 'function') return title;
  return rol === undefined ? undefined : title(rol);
}

/**
 * The page title: the screen's name before the spec's 'Panel Comprobantes | Isla: {name}' (the island
 * once a user is stored and it is known), e.g. 'Bancos · Panel Comprobantes | Isla: Isla Demo'.
 */
export function DocumentTitle({ island }: { island?: string }): null {
  const session = useSession();
  const screen = screenTitle(useMatches(), session?.rol);
  const title = APP_TEXTS.documentTitle(screen, session ? island : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
