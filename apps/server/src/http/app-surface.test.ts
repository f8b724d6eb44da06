import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = path.join((await import('node:os')).tmpdir(), `panel-web-${process.pid}`);
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  await writeFile(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ webDistDir: web });
});
afterAll(() => t.close());

describe('one port for the API and the web app', () => {
  it('serves the SPA for unknown non-API paths and its files as they are', async () => {
    for (const url of ['/', '/checker', '/config/Islands', '/una/ruta/inexistente']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('SPA');
    }
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/checker' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No existe la ruta solicitada en la API' });
  });

  it('publishes the OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signin',
        '/api/auth/signup',
        '/api/user/{id}',
        '/api/this/tenants',
        '/api/pendingids',
      ]),
    );
    expect(
      doc.paths['/api/auth/signin'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['username', 'password']);
    expect(doc.paths['/api/auth/signin'].post.security).toEqual([]);
    expect(doc.security).toEqual([{ session: [] }]);
    const signinErrors = doc.paths['/api/auth/signin'].post.responses['4XX'];
    expect(signinErrors.content['application/json'].schema.properties).toHaveProperty('message');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
