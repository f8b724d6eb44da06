import { vi } from 'vitest';
import type { RecordedCall, Reply } from './render';

/** For the export buttons' tests (docs/features/lists.md 'Exports'). */

/** The link the mocked server signs for an export's URL. */
export const signedLink = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}download=firma-de-prueba`;

/** The signing call's reply: the asked URL with a token, as POST /api/downloads answers. */
export const signsDownloads = (): Record<string, Reply> => ({
  'POST /api/downloads': (call: RecordedCall) => ({
    body: { url: signedLink((call.body as { path: string }).path), expiresAt: '2030-01-01T00:00:00.000Z' },
  }),
});

/**
 * The downloads the page hands to the browser: each hidden link it clicks, with its address and file
 * name (jsdom does not navigate, so the click itself does nothing).
 */
export function catchDownloads(): { href: string; filename: string }[] {
  const started: { href: string; filename: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    started.push({ href: this.getAttribute('href') ?? '', filename: this.download });
  });
  return started;
}
