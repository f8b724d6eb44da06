/**
 * Web scenario of `npm run bench`: the built panel in Chromium over a throttled network (10 Mbit/s,
 * 40 ms latency, through the DevTools protocol), each screen with an empty cache. Prints the
 * JavaScript and CSS bytes that crossed the network, the first contentful paint and the first receipt
 * image on screen. Needs `npm run build` first.
 */
import { chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/seed/demo-seed';

const NETWORK = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };

/** JS and CSS bytes received on the wire (compressed when the server compressed them). */
async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const assets = new Map<string, boolean>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) =>
    assets.set(e.requestId, /\.(js|css)$/.test(new URL(e.response.url).pathname)),
  );
  cdp.on('Network.loadingFinished', (e) => {
    if (assets.get(e.requestId)) bytes += e.encodedDataLength;
  });
  return {
    take: () => {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

/** What the page-side checks touch, typed here: the server's type-check has no DOM types. */
interface PageGlobals {
  document: {
    querySelector(
      selector: string,
    ): { complete: boolean; naturalWidth: number; getAttribute(name: string): string | null } | null;
  };
}

/** Functions, not strings: the panel's Content Security Policy forbids evaluating strings. */
function firstContentfulPaint(): number | false {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false;
}

/** performance.now() once the first receipt image has loaded and shows. */
function receiptShown(): number | false {
  const img = (globalThis as unknown as PageGlobals).document.querySelector('img[alt^="Comprobante de"]');
  return img?.complete && img.naturalWidth > 0 ? performance.now() : false;
}

/** performance.now() once a receipt other than `previous` (its image address) has loaded and shows. */
function nextReceiptShown(previous: string | null): number | false {
  const img = (globalThis as unknown as PageGlobals).document.querySelector('img[alt^="Comprobante de"]');
  return img && img.getAttribute('src') !== previous && img.complete && img.naturalWidth > 0
    ? performance.now()
    : false;
}

const pageTime = (
  page: Page,
  check: (previous: string | null) => number | false,
  arg: string | null = null,
) =>
  page
    .waitForFunction(check, arg, { timeout: 60_000, polling: 'raf' })
    .then((handle) => handle.jsonValue() as Promise<number>);

const KEY_TO_NEXT_RUNS = 5;

/**
 * docs/features/queue.md: from the approve key to the next receipt's image painted, the median of a
 * few decisions (each is held for 'Deshacer', so none waits for the server).
 */
async function keyToNextReceipt(page: Page): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < KEY_TO_NEXT_RUNS; i++) {
    const image = page.locator('img[alt^="Comprobante de"]');
    const previous = await image.getAttribute('src');
    // The next receipt is held and its image read ahead before the key is pressed, as for a person.
    await page.waitForLoadState('networkidle');
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('a');
    times.push((await pageTime(page, nextReceiptShown, previous)) - pressed);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

export async function benchWeb(app: FastifyInstance, base: string): Promise<void> {
  const dist = app.appConfig.webDistDir;
  if (!dist || !existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    console.log('web — Chromium, 10 Mbit/s, 40 ms latency, empty cache; JS+CSS bytes on the wire');
    // /login, then signing in there opens /checker with /login's files already loaded.
    const context = await browser.newContext({ locale: 'es-AR' });
    const page = await context.newPage();
    const wire = await throttled(page);
    await page.goto(`${base}/login`);
    const loginPaint = await pageTime(page, firstContentfulPaint);
    await page.getByLabel('Usuario').waitFor();
    await page.waitForLoadState('networkidle');
    const loginBytes = wire.take();
    console.log(`  /login                        ${kb(loginBytes)}   first paint ${ms(loginPaint)}`);
    await page.getByLabel('Usuario').fill('aprobador');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const afterSignIn = (await pageTime(page, receiptShown)) - clicked;
    await page.waitForLoadState('networkidle');
    const checkerBytes = wire.take();
    console.log(
      `  /login → /checker (sign in)   ${kb(checkerBytes)}   first receipt ${ms(afterSignIn)} after the click; ${kb(loginBytes + checkerBytes)} in all`,
    );
    // /checker opened directly by a signed-in operator, empty cache.
    const session = await context.storageState();
    await context.close();
    const direct = await browser.newContext({ locale: 'es-AR', storageState: session });
    const checker = await direct.newPage();
    const wire2 = await throttled(checker);
    await checker.goto(`${base}/checker`);
    const checkerPaint = await pageTime(checker, firstContentfulPaint);
    const receipt = await pageTime(checker, receiptShown);
    await checker.waitForLoadState('networkidle');
    console.log(
      `  /checker (signed in, cold)    ${kb(wire2.take())}   first paint ${ms(checkerPaint)}, first receipt ${ms(receipt)}`,
    );
    console.log(
      `  /checker key → next receipt painted   ${ms(await keyToNextReceipt(checker))} (median of ${KEY_TO_NEXT_RUNS})`,
    );
    await direct.close();
  } finally {
    await browser.close();
  }
}
