import { readFileSync } from 'node:fs';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

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

/** A bank notice as a bank app posts it (docs/features/notifications.md). */
export interface BankNotice {
  date: string;
  bank: string;
  from: string;
  amount: number;
  account: string;
}

/** Posts a bank notice to Isla Demo's intake with the demo key, as a bank app does; expects it stored. */
export async function sendNotice(request: APIRequestContext, notice: BankNotice): Promise<void> {
  const response = await request.post('/api/notifications/intake', {
    headers: { 'x-intake-key': DEMO_INTAKE_KEY },
    data: notice,
  });
  expect(response.status(), await response.text()).toBe(201);
}

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

/** The access token of the session the page holds. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken as string);

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

/** Signs in through the form and waits for /checker, where every role lands. */
export async function signInToChecker(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await signInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/checker$/);
}

/** A browser context of its own (no stored session), signed in as `username` through the login form. */
export async function signedIn(
  browser: Browser,
  username: string,
  password = DEMO_PASSWORD,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // The test's own stored session would come along otherwise (Playwright hands a test's `use`
  // options to every context it opens).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, ...options });
  const page = await context.newPage();
  await signInToChecker(page, username, password);
  return { context, page };
}

/** The island the demo admin works in. */
async function adminIsland(request: APIRequestContext): Promise<number> {
  const headers = { 'x-access-token': sessionToken('admin') };
  const answer = await request.get('/api/this/tenants', { headers });
  return ((await answer.json()) as { islanID: number }).islanID;
}

/**
 * A panel user made by the demo admin through the API, on the admin's island unless another is
 * named; answers its id.
 */
export async function createStaff(
  request: APIRequestContext,
  user: { username: string; rol: number; password?: string; islandId?: number },
): Promise<number> {
  const password = user.password ?? DEMO_PASSWORD;
  const response = await request.post('/api/user', {
    headers: { 'x-access-token': sessionToken('admin') },
    data: {
      username: user.username,
      email: `${user.username}@e2e.local`,
      password,
      vpassword: password,
      tenant_id: user.islandId ?? (await adminIsland(request)),
      rol: user.rol,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: number } }).user.id;
}
