import type { ReactElement } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi, type Mock } from 'vitest';
import type { Rol } from '@panel/domain/roles';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/routes';
import { SESSION_KEY, type Session } from '@/lib/session';

/** A session of the given role, as the sign-in answer gives it. */
export const sessionOf = (rol: Rol, overrides: Partial<Session> = {}): Session => ({
  accessToken: 'token-de-prueba',
  rol,
  username: `usuario${rol}`,
  id: 10 + rol,
  email: `usuario${rol}@example.com`,
  active: true,
  tenant_id: 1,
  ...overrides,
});

/** A stored session for the given role, as the sign-in answer would leave it. */
export function storeSession(rol: Rol, overrides: Partial<Session> = {}): Session {
  const session = sessionOf(rol, overrides);
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  return session;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body?: unknown };
/** An answer, or how to make one from the call: at once, or when a test lets it go (a slow server). */
export type Reply = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

/**
 * Replaces fetch: `routes` maps 'METHOD /path' to an answer. A call nobody expected answers 404 so the
 * test sees it. Never reaches a network.
 */
export function mockApi(replies: Record<string, Reply> = {}): { fetch: Mock; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = { method, path, body, headers: new Headers(init.headers) };
    calls.push(call);
    const reply = replies[`${method} ${path}`];
    const answer =
      typeof reply === 'function'
        ? await reply(call)
        : (reply ?? { status: 404, body: { message: `Sin respuesta para ${method} ${path}` } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}

/** Answers the shell asks for on every screen. */
export const shellReplies = (
  overrides: { pending?: number[]; botState?: 0 | 1 | 2; island?: string } = {},
) => ({
  'GET /api/this/tenants': {
    body: {
      islandata: { id: 1, name: overrides.island ?? 'Isla Demo', url: 'https://demo.example', prefix: 'dm' },
      islanID: 1,
      items: [{ id: 1, name: overrides.island ?? 'Isla Demo' }],
    },
  },
  'GET /api/this/botstate': {
    body: {
      state: overrides.botState ?? 0,
      botName: 'Bot Demo',
      updatedAt: '2025-01-02T10:30:00.000Z',
      stale: false,
    },
  },
  'GET /api/pendingids': { body: overrides.pending ?? [] },
  // Rol 1's shell asks whether the database is outgrown (features/operations): it is not, here.
  'GET /api/operations/capacity': {
    body: { engine: 'pglite', queueCalls: 0, slowQueueCalls: 0, outgrown: false },
  },
});

/** Renders the whole application at a path, on a memory router. */
export function renderApp(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

interface ScreenOptions {
  rol: Rol;
  /** The stored session's other fields (id, username, …). */
  session?: Partial<Session>;
  /** The screen's answers, besides the shell's. */
  replies?: Record<string, Reply>;
  /** userEvent's own options (its delay, fake timers). */
  events?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The wait for a screen's first `findBy…`: its code (and a date picker's or charts') loads on the first
 * visit, and a loaded machine takes a while.
 */
export const FIRST_LOAD = { timeout: 15_000 };

/**
 * A signed-in screen: the role's session stored, fetch answering the shell's calls and `replies`, the
 * whole app at `path`, and a userEvent to drive it.
 */
export function renderScreen(path: string, { rol, session, replies = {}, events }: ScreenOptions) {
  storeSession(rol, session);
  const api = mockApi({ ...shellReplies(), ...replies });
  const { router, unmount } = renderApp(path);
  return { api, router, unmount, events: userEvent.setup(events) };
}

/** Renders one component inside the providers and a router. */
export function renderWithProviders(
  ui: ReactElement,
  path = '/',
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  // The confirm dialogs' provider, as the router gives every signed-in screen (app/routes.tsx).
  const router = createMemoryRouter([{ path: '*', element: <ModalsProvider>{ui}</ModalsProvider> }], {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
