import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's query and a setter that changes some of its parameters (empty or null removes one),
 * replacing the history entry: the back button leaves the screen, not one keystroke
 * (docs/features/lists.md). Each change starts from the last one asked for, not from the URL of
 * the last render: a header clicked right after typing in the search box came before the render
 * with the typed text, and wrote the URL without it.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  // The changes asked for that the URL has not shown yet, oldest first.
  const asked = useRef<URLSearchParams[]>([]);
  useEffect(() => {
    const shown = asked.current.findIndex((one) => one.toString() === params.toString());
    // An echo drops what came before it; a URL changed from elsewhere (back, a link) is the base again.
    asked.current = shown >= 0 ? asked.current.slice(shown + 1) : [];
  }, [params]);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(asked.current.at(-1) ?? params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    asked.current.push(next);
    setParams(next, { replace: true });
  };
  return { params, update };
}
