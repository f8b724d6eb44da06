import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const SCRIPT = 'console.log(1)';
let web: string;
beforeAll(async () => {
  web = path.join((await import('node:os')).tmpdir(), `panel-web-${process.pid}`);
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  await writeFile(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  // What the build writes beside each script: its brotli and gzip copies.
  await writeFile(path.join(web, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(web, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
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

  it('sends the build-time compressed copy of a file the browser accepts, still cached for good', async () => {
    const br = await t.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses JSON answers over 1 KB, not smaller ones', async () => {
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const gzip = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({ url: '/api/no-existe', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ message: 'No existe la ruta solicitada en la API' });
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
    // Each failure status is listed on its own (no generic 4XX), its schema the shared {message} component.
    const signinResponses = doc.paths['/api/auth/signin'].post.responses;
    expect(Object.keys(signinResponses)).toEqual(['200', '400', '401', '403', '429', '503']);
    const signinErrors = signinResponses['400'];
    const errorRef: string = signinErrors.content['application/json'].schema.$ref;
    const errorSchema = doc.components.schemas[errorRef.replace('#/components/schemas/', '')];
    expect(errorSchema.properties).toHaveProperty('message');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('tells an integrator who calls each operation, what it answers, and money to the centavo', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    type Operation = {
      operationId: string;
      description?: string;
      responses: Record<string, { description: string }>;
    };
    const operations = Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap(
      (methods) => Object.values(methods),
    );
    for (const operation of operations) {
      expect(operation.description, operation.operationId).toMatch(/^(Quién la llama|Pública): /);
      for (const [status, answer] of Object.entries(operation.responses)) {
        expect(answer.description, `${operation.operationId} ${status}`).not.toBe('Default Response');
      }
    }
    const banks = doc.paths['/api/banks'].get;
    expect(banks.description).toBe(
      'Quién la llama: un usuario del panel con sesión (`x-access-token`) y rol 1 (Admin), 2 (Moderador) y 3 (Cajero).',
    );
    const bank = banks.responses['200'].content['application/json'].schema.items;
    expect(bank.properties.transactoplimit).toMatchObject({ type: 'number', multipleOf: 0.01 });
    const deposit = doc.paths['/api/clients/deposit'].post;
    expect(deposit.requestBody.content['application/json'].schema.properties.amount.multipleOf).toBe(0.01);
    expect(deposit.responses['200'].description).toMatch(/^Hecho: /);
    // The metrics are not public: they take the METRICS_TOKEN as a bearer token.
    expect(doc.paths['/api/metrics'].get.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
