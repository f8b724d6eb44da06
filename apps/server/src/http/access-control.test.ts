import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { requireDeclaredAccess } from './access-control';

describe('requireDeclaredAccess', () => {
  it('refuses to register an API route that does not say who may call it', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireDeclaredAccess);
    expect(() => app.get('/api/olvidada', async () => 'ok')).toThrow(/no declara qué roles/);
    app.get('/api/publica', { config: { public: true } }, async () => 'ok');
    app.get('/api/admin', { config: { roles: [1] } }, async () => 'ok');
    expect((await app.inject({ url: '/api/publica' })).statusCode).toBe(200);
    await app.close();
  });
});
