import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

const HTTPS_ONLY = 'upgrade-insecure-requests';

describe('HTTPS-only security headers', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  let publicHttps: TestApp;
  beforeAll(async () => {
    [direct, behindProxy, publicHttps] = await Promise.all([
      startTestApp(),
      startTestApp({ trustProxy: '127.0.0.1' }),
      startTestApp({ publicUrl: new URL('https://panel.example.com') }),
    ]);
  });
  afterAll(() => Promise.all([direct, behindProxy, publicHttps].map((t) => t.close())));

  const headersOf = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/no-existe', headers }).then((r) => r.headers);

  it('are left out over plain HTTP, so a LAN address loads its scripts', async () => {
    const headers = await headersOf(direct, { host: '192.168.0.20:8080' });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain(HTTPS_ONLY);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    const docs = await direct.app.inject({ url: '/api/docs/static/index.html' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['content-security-policy']).not.toContain(HTTPS_ONLY);
  });

  it('ignore X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const headers = await headersOf(direct, { 'x-forwarded-proto': 'https' });
    expect(headers['content-security-policy']).not.toContain(HTTPS_ONLY);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('are sent when a trusted proxy says the browser came over HTTPS', async () => {
    const overHttps = await headersOf(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(overHttps['content-security-policy']).toContain(HTTPS_ONLY);
    expect(overHttps['strict-transport-security']).toMatch(/max-age=\d+/);
    const overHttp = await headersOf(behindProxy, { 'x-forwarded-proto': 'http' });
    expect(overHttp['content-security-policy']).not.toContain(HTTPS_ONLY);
    expect(overHttp['strict-transport-security']).toBeUndefined();
  });

  it('are always sent when PUBLIC_URL is https', async () => {
    const headers = await headersOf(publicHttps);
    expect(headers['content-security-policy']).toContain(HTTPS_ONLY);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
