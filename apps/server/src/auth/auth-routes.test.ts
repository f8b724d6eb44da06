import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login';
import { panelUsers } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { createIsland, createUser, TEST_PASSWORD, tokenFor } from '../../test/factories';
import { issueToken } from '../security/token';

const t = useTestApp();

const signin = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: payload as object });

describe('POST /api/auth/signin', () => {
  it('returns the token and the user, never the password hash', async () => {
    const island = await createIsland(t.db, { name: 'Isla Sol' });
    const user = await createUser(t.db, { tenantId: island.id, rol: 3, username: 'Cajera1' });
    const response = await signin({ username: 'cajera1', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      username: 'Cajera1',
      rol: 3,
      active: true,
      tenant_id: island.id,
    });
    expect(body.tenant).toEqual({ id: island.id, name: 'Isla Sol' });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.body).not.toContain('scrypt');
    const me = await t.inject(body.accessToken, 'GET', `/api/user/${user.id}`);
    expect(me.statusCode).toBe(200);
  });

  it('asks for the username first, then the password', async () => {
    expect((await signin({ username: '', password: '' })).json().message).toBe(
      LOGIN_MESSAGES.usernameRequired,
    );
    const noPassword = await signin({ username: 'alguien', password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(LOGIN_MESSAGES.passwordRequired);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const island = await createIsland(t.db);
    const user = await createUser(t.db, { tenantId: island.id, rol: 2 });
    const wrong = await signin({ username: user.username, password: 'otra-clave-123' });
    const unknown = await signin({ username: 'nadie-con-este-nombre', password: 'otra-clave-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(LOGIN_MESSAGES.invalidCredentials);
    expect(unknown.json().message).toBe(LOGIN_MESSAGES.invalidCredentials);
  });

  it('refuses a blocked user with the same answer whatever the password', async () => {
    const island = await createIsland(t.db);
    const user = await createUser(t.db, { tenantId: island.id, rol: 4, active: false });
    const right = await signin({ username: user.username, password: TEST_PASSWORD });
    const wrong = await signin({ username: user.username, password: 'otra-clave-123' });
    for (const response of [right, wrong]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: LOGIN_MESSAGES.blocked });
    }
  });

  it('answers bad input with 400 and a Spanish message', async () => {
    const invalidJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json().message).toBe('El cuerpo de la solicitud no es un JSON válido');
    const wrongType = await signin({ username: 123, password: true });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Dato inválido en "username": se esperaba un texto');
    const tooLong = await signin({ username: 'x'.repeat(51), password: 'y' });
    expect(tooLong.json().message).toBe('Dato inválido en "username": admite como máximo 50 caracteres');
    const oversized = await signin({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe('La solicitud supera el tamaño máximo permitido');
  });

  it('limits attempts per IP and username', async () => {
    const payload = { username: 'objetivo', password: 'probando-123' };
    for (let i = 0; i < 10; i++) expect((await signin(payload)).statusCode).toBe(401);
    const blocked = await signin(payload);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LOGIN_MESSAGES.tooManyAttempts);
    expect((await signin({ ...payload, username: 'otro-usuario' })).statusCode).toBe(401);
  });
});

describe('session token', () => {
  const me = (token?: string) => t.inject(token, 'GET', '/api/this/tenants');

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const island = await createIsland(t.db);
    const user = await createUser(t.db, { tenantId: island.id, rol: 1 });
    expect((await me()).statusCode).toBe(401);
    expect((await me('no-es-un-token')).statusCode).toBe(401);
    expect((await me(issueToken(user, 'otro-secreto-de-al-menos-32-caracteres!!'))).statusCode).toBe(401);
    const expired = issueToken(user, t.app.appConfig.jwtSecret, Date.now() - 13 * 3600_000);
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Sesión inválida o vencida/);
    expect((await me(issueToken(user, t.app.appConfig.jwtSecret))).statusCode).toBe(200);
  });

  it('stops working as soon as the user is blocked', async () => {
    const island = await createIsland(t.db);
    const user = await createUser(t.db, { tenantId: island.id, rol: 2 });
    const token = await tokenFor(t.app, user.username);
    expect((await me(token)).statusCode).toBe(200);
    await t.db.update(panelUsers).set({ active: false }).where(eq(panelUsers.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/signup', () => {
  async function adminOfNewIsland() {
    const island = await createIsland(t.db);
    const admin = await createUser(t.db, { tenantId: island.id, rol: 1 });
    return { island, token: await tokenFor(t.app, admin.username) };
  }

  it('lets an administrator sign up a user in the same island with rol 3', async () => {
    const { island, token } = await adminOfNewIsland();
    const response = await t.inject(token, 'POST', '/api/auth/signup', {
      username: 'nuevo.cajero',
      email: 'nuevo@isla.com',
      password: 'clave-larga-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Usuario creado',
      user: { rol: 3, tenant_id: island.id, active: true },
    });
    expect((await signin({ username: 'nuevo.cajero', password: 'clave-larga-1' })).statusCode).toBe(200);
    const again = await t.inject(token, 'POST', '/api/auth/signup', {
      username: 'NUEVO.cajero',
      email: 'otro@isla.com',
      password: 'clave-larga-1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Ya existe un usuario con ese nombre');
  });

  it('checks the fields in the spec order', async () => {
    const { token } = await adminOfNewIsland();
    const post = (payload: object) => t.inject(token, 'POST', '/api/auth/signup', payload);
    expect((await post({ username: '', email: '', password: '' })).json().message).toBe(
      'Debe ingresar un nombre',
    );
    expect((await post({ username: 'a', email: '', password: '' })).json().message).toBe(
      'Debe ingresar un email',
    );
    expect((await post({ username: 'a', email: 'a@b.co', password: '' })).json().message).toBe(
      'Debe completar ambos campos de contraseñas',
    );
    expect((await post({ username: 'a', email: 'a@b.co', password: 'corta' })).json().message).toBe(
      'La contraseña debe terner al menos 8 caracteres',
    );
  });
});
