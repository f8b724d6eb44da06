import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login';
import { USER_MESSAGES } from '@panel/domain/users/user-rules';
import { REALTIME_CLOSE } from '@panel/domain/realtime';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, createUser, TEST_PASSWORD, tokenFor } from '../../test/factories';
import { openRealtime } from '../../test/realtime-client';

let t: TestApp;
let islandId: number;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  islandId = (await createIsland(t.db)).id;
  const admin = await createUser(t.db, { tenantId: islandId, rol: 1 });
  adminToken = await tokenFor(t.app, admin.username);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'otra-clave-larga-9';

const works = async (token: string) => (await t.inject(token, 'GET', '/api/this/tenants')).statusCode;

const logout = (token: string) => t.inject(token, 'POST', '/api/auth/logout');

const signin = (username: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });

/** Saves a user as the Usuarios screen does (rol 1), with the fields it always sends. */
const saveAsAdmin = (user: { id: number; username: string; email: string }, changes: object) =>
  t.inject(adminToken, 'POST', `/api/user/${user.id}`, {
    username: user.username,
    email: user.email,
    rol: 3,
    tenant_id: islandId,
    ...changes,
  });

async function signedInCashier() {
  const user = await createUser(t.db, { tenantId: islandId, rol: 3 });
  return { user, token: await tokenFor(t.app, user.username) };
}

describe('POST /api/auth/logout', () => {
  it('ends the session: the token answers 401 afterwards, on HTTP and on the realtime socket', async () => {
    const { user, token } = await signedInCashier();
    expect(await works(token)).toBe(200);
    expect((await logout(token)).statusCode).toBe(204);
    const after = await t.inject(token, 'GET', '/api/this/tenants');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/Sesión inválida o vencida/);
    const socket = await openRealtime(t.app, { type: 'auth', token });
    expect(await socket.closed).toBe(REALTIME_CLOSE.unauthorized);
    expect((await logout(token)).statusCode).toBe(401);
    // Signing in again gives a working session.
    expect(await works(await tokenFor(t.app, user.username))).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('changes that end every earlier session', () => {
  it('a new password on the own profile: other sessions end, this one goes on with the new token', async () => {
    const { user, token } = await signedInCashier();
    const otherDesk = await tokenFor(t.app, user.username);
    const saved = await t.inject(token, 'POST', `/api/user/${user.id}`, {
      username: user.username,
      email: user.email,
      password: NEW_PASSWORD,
      vpassword: NEW_PASSWORD,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(USER_MESSAGES.saved);
    expect(await works(otherDesk)).toBe(401);
    expect(await works(token)).toBe(401);
    expect(await works(saved.json().accessToken)).toBe(200);
    expect((await signin(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a profile save without a new password keeps the sessions and gives no token', async () => {
    const { user, token } = await signedInCashier();
    const saved = await t.inject(token, 'POST', `/api/user/${user.id}`, {
      username: user.username,
      email: 'nuevo@correo.com',
      password: '',
      vpassword: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().accessToken).toBeUndefined();
    expect(await works(token)).toBe(200);
  });

  it.each([
    ['a password set by the administrator', { password: NEW_PASSWORD, vpassword: NEW_PASSWORD }],
    ['a new rol', { rol: 4 }],
  ])('%s', async (_, changes) => {
    const { user, token } = await signedInCashier();
    expect((await saveAsAdmin(user, changes)).statusCode).toBe(200);
    expect(await works(token)).toBe(401);
  });

  it('a new island', async () => {
    const { user, token } = await signedInCashier();
    const other = await createIsland(t.db);
    expect((await saveAsAdmin(user, { tenant_id: other.id })).statusCode).toBe(200);
    expect(await works(token)).toBe(401);
  });

  it('an administrator save that changes nothing of that keeps the sessions', async () => {
    const { user, token } = await signedInCashier();
    expect((await saveAsAdmin(user, { email: 'otro@correo.com' })).statusCode).toBe(200);
    expect(await works(token)).toBe(200);
  });

  it.each([
    ['the toggle', (id: number) => ({ url: `/api/user/${id}/toggle`, payload: undefined })],
    ['the users screen save', (id: number) => ({ url: `/api/user/${id}`, payload: { active: false } })],
  ])('blocking (%s); unblocking does not bring the old token back', async (_, request) => {
    const { user, token } = await signedInCashier();
    const { url, payload } = request(user.id);
    const block = payload ? await saveAsAdmin(user, payload) : await toggle(url);
    expect(block.json().user.active).toBe(false);
    expect(await works(token)).toBe(401);
    const unblock = payload ? await saveAsAdmin(user, { active: true }) : await toggle(url);
    expect(unblock.json().user.active).toBe(true);
    expect(await works(token)).toBe(401);
    expect(await works(await tokenFor(t.app, user.username))).toBe(200);
  });
});

const toggle = (url: string) => t.inject(adminToken, 'POST', url);

describe('a blocked user', () => {
  it('hears the same whatever password is typed', async () => {
    const user = await createUser(t.db, { tenantId: islandId, rol: 3, active: false });
    const answers = await Promise.all(
      [TEST_PASSWORD, 'no-es-la-clave', 'x'].map(async (password) => {
        const response = await signin(user.username, password);
        return { status: response.statusCode, body: response.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 403, body: { message: LOGIN_MESSAGES.blocked } });
    }
  });
});

describe('usernames compared after Unicode normalisation and case folding', () => {
  it('signs in with a dotted capital İ, full-width letters or upper case', async () => {
    const user = await createUser(t.db, { tenantId: islandId, rol: 2, username: 'vigilia' });
    for (const typed of ['VİGİLİA', 'vİgilia', 'ｖｉｇｉｌｉａ', 'Vigilia']) {
      const response = await signin(typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().id).toBe(user.id);
    }
  });

  it('counts every spelling of a username in one sign-in rate-limit bucket', async () => {
    const spellings = ['ditto', 'DİTTO', 'dİtto', 'ｄｉｔｔｏ', 'Ditto'];
    for (let i = 0; i < 10; i++) {
      const response = await signin(spellings[i % spellings.length]!, 'clave-equivocada');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signin('dİttO', 'clave-equivocada');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LOGIN_MESSAGES.tooManyAttempts);
  });

  it('refuses a new or renamed user whose name differs from another only in case, width or marks', async () => {
    const taken = await createUser(t.db, { tenantId: islandId, rol: 3, username: 'pilotoi' });
    const create = await t.inject(adminToken, 'POST', '/api/user', {
      username: 'PİLOTOİ',
      email: 'p@correo.com',
      password: NEW_PASSWORD,
      vpassword: NEW_PASSWORD,
      tenant_id: islandId,
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().message).toBe(USER_MESSAGES.usernameTaken);
    const other = await createUser(t.db, { tenantId: islandId, rol: 3 });
    const rename = await saveAsAdmin(other, { username: 'ｐｉｌｏｔｏｉ' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().message).toBe(USER_MESSAGES.usernameTaken);
    // Renaming to another spelling of one's own name is fine, and sign-in follows it.
    expect((await saveAsAdmin(taken, { username: 'PilotoI' })).statusCode).toBe(200);
    expect((await signin('pİlotoi')).json().username).toBe('PilotoI');
  });
});
