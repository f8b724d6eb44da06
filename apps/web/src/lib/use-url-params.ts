import { useSearchParams } from 'react-router';

/**
 * The URL's query and a setter that changes some of its parameters (empty or null removes one),
 * replacing the history entry: the back button leaves the screen, not one keystroke
 * (docs/features/lists.md).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { params, update };
}
