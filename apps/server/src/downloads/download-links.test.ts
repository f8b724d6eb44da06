import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGES } from '@panel/domain/downloads/download-rules';
import { LIST_MESSAGES } from '@panel/domain/lists/list-query';
import { BANK_SORT_KEYS } from '@panel/domain/banks/bank-list';
import { queryStringOf } from '@panel/domain/http/endpoint';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';
import { EVERYONE } from '../../test/audience-filters';
import { createBank } from '../../test/receipt-factory';
import { signDownload } from '../security/download-token';

/** Signed export links (docs/features/lists.md 'Exports'). */
const t = useTestApp();
const staffed = useIslandWithStaff(t);

const BANKS_CSV = '/api/banks/export.csv?sort=bankname&dir=desc&q=naci%C3%B3n';

/** The link the server signs for this user and export URL. */
async function signed(token: string, path: string): Promise<string> {
  const response = await t.inject(token, 'POST', '/api/downloads', { path });
  expect(response.statusCode, response.body).toBe(200);
  const { url, expiresAt } = response.json<{ url: string; expiresAt: string }>();
  expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
  return url;
}

/** A download without the session header, as the browser's download manager makes it. */
const open = (url: string) => t.inject(undefined, 'GET', url);

/** The token of a signed link, to carry it to another URL. */
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('download')!;

describe('signed export links', () => {
  it('downloads the same bytes and headers as the session-header export', async () => {
    await createBank(t.db, { tenantId: staffed.island.id, bankname: 'Banco Nación' });
    await createBank(t.db, { tenantId: staffed.island.id, bankname: 'Nación Servicios' });
    await createBank(t.db, { tenantId: staffed.island.id, bankname: 'Galicia' });
    const url = await signed(staffed.staff[1].token, BANKS_CSV);
    expect(url.startsWith(`${BANKS_CSV}&download=`)).toBe(true);

    const byLink = await open(url);
    const bySession = await t.inject(staffed.staff[1].token, 'GET', BANKS_CSV);
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.rawPayload.equals(bySession.rawPayload)).toBe(true);
    expect(byLink.body).toContain('Nación Servicios');
    expect(byLink.body).not.toContain('Galicia');
    for (const header of ['content-type', 'content-disposition', 'x-content-type-options', 'cache-control']) {
      expect(byLink.headers[header], header).toBe(bySession.headers[header]);
    }
    expect(byLink.headers['content-disposition']).toBe('attachment; filename="bancos.csv"');
  });

  it('opens the audience CSV, whose route also answers JSON pages', async () => {
    const path = `/api/audience/audience-clients-preview-data${queryStringOf({ ...EVERYONE, format: 'csv' })}`;
    const response = await open(await signed(staffed.staff[1].token, path));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('refuses an expired link, one carried to another export, and an altered query', async () => {
    const good = await signed(staffed.staff[1].token, BANKS_CSV);
    // The same user and session, signed a minute and a second ago.
    const [sub, ver, factor] = tokenOf(good).split('.').map(Number) as [number, number, number];
    const signer = { sub, ver, secondFactor: factor === 1 };
    const expired = signDownload(BANKS_CSV, signer, t.app.appConfig.jwtSecret, Date.now() - 61_000);
    const refused = [
      expired.url,
      `/api/user/export.csv?download=${tokenOf(good)}`,
      good.replace('dir=desc', 'dir=asc'),
      good.replace('q=naci%C3%B3n', 'q=galicia'),
      good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA'),
    ];
    for (const url of refused) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: DOWNLOAD_MESSAGES.invalidLink });
    }
  });

  it('voids the links of a session that signed out', async () => {
    const url = await signed(staffed.staff[2].token, '/api/audit/export.csv');
    expect((await open(url)).statusCode).toBe(200);
    expect((await t.inject(staffed.staff[2].token, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await open(url)).statusCode).toBe(401);
  });

  it('signs only what the role may export, with the app’s message', async () => {
    const response = await t.inject(staffed.staff[4].token, 'POST', '/api/downloads', { path: BANKS_CSV });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'No tiene permiso para realizar esta acción' });
  });

  it('refuses to sign what is not an export, or a query the export refuses', async () => {
    for (const path of ['/api/banks', '/api/downloads', '//example.com/api/banks/export.csv']) {
      const response = await t.inject(staffed.staff[1].token, 'POST', '/api/downloads', { path });
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toEqual({ message: DOWNLOAD_MESSAGES.notAnExport });
    }
    const badSort = await t.inject(staffed.staff[1].token, 'POST', '/api/downloads', {
      path: '/api/banks/export.csv?sort=nada',
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toEqual({ message: LIST_MESSAGES.sort(BANK_SORT_KEYS) });
  });

  it('asks for a session, as before, with neither the header nor a link', async () => {
    for (const url of [
      '/api/banks/export.csv',
      `/api/banks?download=${tokenOf(await signed(staffed.staff[1].token, BANKS_CSV))}`,
    ]) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: 'Debe iniciar sesión' });
    }
  });
});
