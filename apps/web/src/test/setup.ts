import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadSessionSchema } from '@/lib/session';
import { FakeSocket } from './fake-socket';

// Screens load on demand (app/routes.tsx): the first opening of one in a test file transforms its
// module, which on a busy 2-core machine takes longer than the default 1 s wait of findBy….
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine reaches for (../shared/STACK.md, pitfall 6).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// jsdom plays no media: the new-receipt chime just succeeds.
window.HTMLMediaElement.prototype.play = () => Promise.resolve();
// The realtime channel talks to fake sockets the tests drive (FakeSocket.latest()).
window.WebSocket = FakeSocket as unknown as typeof WebSocket;

// The app waits for the session's schema before its first screen (main.tsx); tests that store a
// session and render have it ready the same way.
beforeAll(() => loadSessionSchema());

afterEach(() => {
  cleanup();
  FakeSocket.made.length = 0;
  notifications.clean();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
