import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { isRol, type Rol } from '@panel/domain/roles';

/** Local storage key of the signed-in user (SPEC §3 'Session user'). */
export const SESSION_KEY = 'user';

export const sessionSchema = z.object({
  accessToken: z.string().min(1),
  rol: z.custom<Rol>(isRol),
  username: z.string(),
  id: z.number().int(),
  email: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  active: z.union([z.boolean(), z.number().transform((value) => value !== 0)]).default(true),
  tenant_id: z.number().int().nullable().default(null),
});

export type Session = z.output<typeof sessionSchema>;
export type SessionInput = z.input<typeof sessionSchema>;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const result = sessionSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The stored session, or null. Usable outside React. The parsed value is cached by its raw text so
 * React's useSyncExternalStore sees a stable snapshot, while a change made directly to localStorage
 * (another tab, a test) is still picked up on the next read.
 */
export function getSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

/** Validates and stores the session; returns it, or null when the data is not a usable session. */
export function setSession(input: SessionInput): Session | null {
  const result = sessionSchema.safeParse(input);
  if (!result.success) return null;
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(result.data));
  emit();
  return getSession();
}

/** Refreshes the stored user's fields; the access token stays unless a new one is given. */
export function updateSession(changes: Partial<SessionInput>): Session | null {
  const current = getSession();
  if (!current) return null;
  return setSession({ ...current, ...changes, accessToken: changes.accessToken || current.accessToken });
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
