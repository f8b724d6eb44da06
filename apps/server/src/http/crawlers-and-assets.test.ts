import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'panel-web-'));
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await mkdir(path.join(web, 'sounds'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  await writeFile(path.join(web, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  await writeFile(path.join(web, 'sounds', 'aviso.mp3'), 'mp3');
  t = await startTestApp({ webDistDir: web });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url });

function rawGet(port: string, rawPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    },
  );
}

/** The page, one of its routes, an API answer and an API error. */
const PAGES_AND_API = ['/', '/checker', '/api/health', '/api/no-existe'];

describe('search engines are kept out (docs/deploy.md "Crawlers")', () => {
  it('robots.txt disallows everything, as plain text', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('every answer says noindex: the page, the API, a file, an error', async () => {
    for (const url of [...PAGES_AND_API, '/assets/index-3f9a1c.js', '/robots.txt']) {
      expect((await get(url)).headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('/health, /ready and /metrics without /api answer a JSON 404 naming the API path, not the page', async () => {
    for (const [url, api] of [
      ['/health', '/api/health'],
      ['/ready', '/api/ready'],
      ['/metrics', '/api/metrics'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().message).toContain(api);
      expect(response.body).not.toContain('SPA');
    }
    // The API's own health check is unchanged.
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('security headers go on documents and API answers, not on hashed files', () => {
  it('a hashed file under /assets carries no policy, and is cached for good', async () => {
    const asset = await get('/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const header of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(asset.headers[header], header).toBeUndefined();
    }
  });

  it('the page, its routes, the API and files outside /assets keep them', async () => {
    for (const url of [...PAGES_AND_API, '/sounds/aviso.mp3', '/robots.txt']) {
      const headers = (await get(url)).headers;
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBeDefined();
    }
  });

  it('a missing file under /assets is a 404, never the page without its headers', async () => {
    for (const url of ['/assets/index-viejo.js', '/assets/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'No se encontró el recurso solicitado' });
    }
    // A path that climbs out of /assets is another path: if it is the page, it has its policy.
    const climbed = await get('/assets/../checker');
    expect(climbed.body).toContain('SPA');
    expect(climbed.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('a path that climbs out of /assets, sent as it is over a socket, gets no page without headers', async () => {
    // inject() tidies the path; a raw client (curl --path-as-is) does not.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const rawPath of ['/assets/../index.html', '/assets/%2e%2e/checker', '/assets/..%2fchecker']) {
      const { status, headers, body } = await rawGet(port, rawPath);
      if (status === 200) expect(headers['content-security-policy'], rawPath).toContain("default-src 'self'");
      else
        expect([status, body], rawPath).toEqual([404, '{"message":"No se encontró el recurso solicitado"}']);
    }
  });
});
