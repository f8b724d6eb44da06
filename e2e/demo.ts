import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The demo users of README.md, as the seed creates them. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = [
  { username: 'admin', rol: 1 },
  { username: 'moderador', rol: 2 },
  { username: 'cajero', rol: 3 },
  { username: 'pagador', rol: 4 },
  { username: 'aprobador', rol: 5 },
] as const;
export type DemoUsername = (typeof DEMO_USERS)[number]['username'];

/** Per port: runs on other ports (each its own server and secret) must not overwrite these sessions. */
export const sessionFile = (username: DemoUsername) =>
  `.tmp/e2e-sessions-${process.env.E2E_PORT ?? 8181}/${username}.json`;

/** The demo seed's chatbot gateway and bank-notice intake keys (demo data only). */
export const DEMO_BOT_KEY = 'demo-bot-key';
export const DEMO_INTAKE_KEY = 'demo-intake-key';

/** Resolves once the page's realtime channel accepts its session; call it before navigating. */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve();
      });
    });
  });
}

/** The access token of a stored session, for API calls made beside the browser. */
export function sessionToken(username: DemoUsername): string {
  const state = JSON.parse(readFileSync(sessionFile(username), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const stored = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'user');
  if (!stored) throw new Error(`the stored session of ${username} has no user`);
  return (JSON.parse(stored.value) as { accessToken: string }).accessToken;
}

export async function signInThroughForm(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}
