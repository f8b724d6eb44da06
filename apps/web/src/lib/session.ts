import { useSyncExternalStore } from 'react';
import type { Session } from './session-schema';

export type { Session } from './session-schema';

/** Local storage key of the signed-in user (docs/features/auth.md). */
export const SESSION_KEY = 'user';

type SessionSchema = (typeof import('./session-schema'))['sessionSchema'];

const listeners = new Set<() => void>();
let schema: SessionSchema | null = null;
let schemaArrival: Promise<SessionSchema> | null = null;
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Fetches the schema a session is checked with (zod). Only a stored session or a sign-in needs it, so
 * a first visit to /login does without zod (docs/architecture.md, "What the browser downloads").
 */
export function loadSessionSchema(): Promise<SessionSchema> {
  schemaArrival ??= import('./session-schema').then((module) => {
    schema = module.sessionSchema;
    emit();
    return schema;
  });
  return schemaArrival;
}

/** Resolves once the stored session, if there is one, can be read: `main.tsx` waits for it. */
export async function sessionReady(): Promise<void> {
  if (readRaw() !== null) await loadSessionSchema();
}

function parse(raw: string, sessionSchema: SessionSchema): Session | null {
  try {
    const result = sessionSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The stored session, or null. Usable outside React. The parsed value is cached by its raw text so
 * React's useSyncExternalStore sees a stable snapshot, while a change made directly to localStorage
 * (another tab, a test) is still picked up on the next read. A session stored before the schema has
 * arrived reads as none until it does; then the listeners hear of it.
 */
export function getSession(): Session | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSession;
  if (raw === null) {
    cachedRaw = null;
    cachedSession = null;
  } else if (schema) {
    cachedRaw = raw;
    cachedSession = parse(raw, schema);
  } else {
    void loadSessionSchema();
    return null;
  }
  return cachedSession;
}

/** Stores a session the sign-in answer's schema (or this store) already checked, and returns it. */
export function setSession(session: Session): Session {
  const raw = JSON.stringify(session);
  window.localStorage.setItem(SESSION_KEY, raw);
  cachedRaw = raw;
  cachedSession = session;
  emit();
  return session;
}

/** Refreshes the stored user's fields; the access token stays unless a new one is given. */
export function updateSession(changes: Partial<Session>): Session | null {
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
