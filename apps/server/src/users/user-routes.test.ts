import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@panel/domain/users/user-rules';
import { auditLog } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, createUser, islandWithStaff, tokenFor } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

describe('own profile (GET and POST /api/user/{id})', () => {
  it('checks the fields in the order of SPEC §5', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const me = staff[4];
    const post = (body: object) => as(me.token, 'POST', `/api/user/${me.id}`, body);
    const base = { username: me.username, email: 'yo@isla.com' };
    const cases: [object, string][] = [
      [{ username: ' ', email: '' }, USER_MESSAGES.nameRequired],
      [{ ...base, email: '' }, USER_MESSAGES.emailRequired],
      [{ ...base, password: 'clave-larga-1' }, USER_MESSAGES.profileBothPasswords],
      [{ ...base, vpassword: 'clave-larga-1' }, USER_MESSAGES.profileBothPasswords],
      [{ ...base, password: 'clave-larga-1', vpassword: 'clave-larga-2' }, USER_MESSAGES.passwordsDiffer],
      [{ ...base, password: 'corta', vpassword: 'corta' }, USER_MESSAGES.passwordTooShort],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('saves name and email, keeps the password when both fields are empty, and audits the change', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const me = staff[3];
    const response = await as(me.token, 'POST', `/api/user/${me.id}`, {
      username: 'cajera.ana',
      email: 'ana@isla.com',
      password: '',
      vpassword: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: USER_MESSAGES.saved,
      user: { username: 'cajera.ana', email: 'ana@isla.com', rol: 3 },
    });
    expect(await tokenFor(t.app, 'cajera.ana')).toBeTruthy();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.id), eq(auditLog.action, 'user.update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(me.id);
    expect(audits[0]!.before).toMatchObject({ username: me.username });
  });

  it('changes the password when both fields match', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const me = staff[5];
    const response = await as(me.token, 'POST', `/api/user/${me.id}`, {
      username: me.username,
      email: 'b@isla.com',
      password: 'nueva-clave-99',
      vpassword: 'nueva-clave-99',
    });
    expect(response.statusCode).toBe(200);
    expect(await tokenFor(t.app, me.username, 'nueva-clave-99')).toBeTruthy();
  });

  it('refuses a username another account already has', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const response = await as(staff[2].token, 'POST', `/api/user/${staff[2].id}`, {
      username: staff[3].username.toUpperCase(),
      email: 'c@isla.com',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(USER_MESSAGES.usernameTaken);
  });

  it('hides other accounts from non-administrators (404), also across islands', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const other = await createUser(t.db, { tenantId: (await createIsland(t.db)).id, rol: 3 });
    for (const url of [`/api/user/${staff[3].id}`, `/api/user/${other.id}`]) {
      const read = await as(staff[2].token, 'GET', url);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(USER_MESSAGES.notFound);
    }
    const write = await as(staff[2].token, 'POST', `/api/user/${staff[3].id}`, {
      username: 'x',
      email: 'x@y.zz',
    });
    expect(write.statusCode).toBe(404);
    expect((await as(staff[1].token, 'GET', `/api/user/${other.id}`)).statusCode).toBe(200);
  });
});

describe('bad ids', () => {
  it('answers 400 for non-numeric or huge ids and 404 for unknown ones', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const abc = await as(staff[1].token, 'GET', '/api/user/abc');
    expect(abc.statusCode).toBe(400);
    expect(abc.json().message).toBe('El identificador debe ser un número');
    expect((await as(staff[1].token, 'GET', '/api/user/99999999999')).json().message).toBe(
      'El identificador es demasiado grande',
    );
    expect((await as(staff[1].token, 'GET', '/api/user/-4')).statusCode).toBe(400);
    expect((await as(staff[1].token, 'GET', '/api/user/987654')).statusCode).toBe(404);
  });
});
