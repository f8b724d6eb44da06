/**
 * Lighthouse on a cold /checker (issue 31: at least 90 on mobile and 95 on desktop on an idle
 * machine, at most 25 requests), part of `npm run bench`'s web scenario. Lighthouse drives the
 * Chromium that Playwright starts, over a DevTools port: a fresh browser for each run, whose
 * localStorage gets the signed-in session from a page that loads none of the app, so each run is a
 * first visit of a signed-in operator (empty cache).
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A free local port for the DevTools protocol. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const ms = (value: number | undefined) => `${Math.round(value ?? NaN)} ms`.padStart(8);

/** One Lighthouse run (performance only) on a fresh browser, whose localStorage holds `session`. */
async function run(url: string, session: string, config?: typeof desktopConfig) {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'panel-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((user) => localStorage.setItem('user', user), session);
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
    };
    const result = await lighthouse(url, { ...flags, disableStorageReset: true }, config);
    if (!result) throw new Error('Lighthouse gave no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    if (!result.lhr.finalDisplayedUrl.endsWith('/checker'))
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}`);
    return result.lhr;
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Lighthouse's performance score and figures for a cold /checker, on a mobile and on a desktop profile. */
export async function lighthouseChecker(base: string, session: string): Promise<void> {
  for (const [name, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    // Lighthouse's trace now and then misses the navigation start (NO_NAVSTART): once more.
    const lhr = await run(`${base}/checker`, session, config).catch((error: Error) =>
      /NO_NAVSTART/.test(error.message) ? run(`${base}/checker`, session, config) : Promise.reject(error),
    );
    // LIGHTHOUSE_REPORT_DIR keeps each report (JSON) to read what a figure is made of.
    const reports = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reports) {
      await mkdir(reports, { recursive: true });
      await writeFile(path.join(reports, `checker-${name}.json`), JSON.stringify(lhr));
    }
    const { audits, categories } = lhr;
    const value = (id: string) => audits[id]?.numericValue;
    const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items;
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    console.log(
      `  /checker cold, Lighthouse ${name.padEnd(7)} ${String(score).padStart(3)}` +
        `   FCP ${ms(value('first-contentful-paint'))}, LCP ${ms(value('largest-contentful-paint'))},` +
        ` TBT ${ms(value('total-blocking-time'))}, CLS ${(value('cumulative-layout-shift') ?? NaN).toFixed(3)},` +
        ` ${requests?.length ?? '?'} requests (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
}
