import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_MESSAGES } from '@panel/domain/auth/login';
import { USER_MESSAGES } from '@panel/domain/users/user-rules';
import { auditLog, clients, panelUsers, receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, createUser, islandWithStaff, TEST_PASSWORD, tokenFor } from '../../test/factories';
import { auditRowsOf } from '../../test/audit-rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('own profile (GET and POST /api/user/{id})', () => {
  it('checks the fields in the order of docs/features/users.md', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const me = staff[4];
    const post = (body: object) => t.inject(me.token, 'POST', `/api/user/${me.id}`, body);
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
    const response = await t.inject(me.token, 'POST', `/api/user/${me.id}`, {
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
    const audits = await auditRowsOf(t.db, 'user.update', me.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(me.id);
    expect(audits[0]!.before).toMatchObject({ username: me.username });
  });

  it('changes the password when both fields match', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const me = staff[5];
    const response = await t.inject(me.token, 'POST', `/api/user/${me.id}`, {
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
    const response = await t.inject(staff[2].token, 'POST', `/api/user/${staff[2].id}`, {
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
      const read = await t.inject(staff[2].token, 'GET', url);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(USER_MESSAGES.notFound);
    }
    const write = await t.inject(staff[2].token, 'POST', `/api/user/${staff[3].id}`, {
      username: 'x',
      email: 'x@y.zz',
    });
    expect(write.statusCode).toBe(404);
    expect((await t.inject(staff[1].token, 'GET', `/api/user/${other.id}`)).statusCode).toBe(200);
  });
});

describe('bad ids', () => {
  it('answers 400 for non-numeric or huge ids and 404 for unknown ones', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const abc = await t.inject(staff[1].token, 'GET', '/api/user/abc');
    expect(abc.statusCode).toBe(400);
    expect(abc.json().message).toBe('El identificador debe ser un número');
    expect((await t.inject(staff[1].token, 'GET', '/api/user/99999999999')).json().message).toBe(
      'El identificador es demasiado grande',
    );
    expect((await t.inject(staff[1].token, 'GET', '/api/user/-4')).statusCode).toBe(400);
    expect((await t.inject(staff[1].token, 'GET', '/api/user/987654')).statusCode).toBe(404);
  });
});

describe('users screen: GET and POST /api/user', () => {
  const newUser = (tenantId: number, overrides: object = {}) => ({
    username: `nuevo_${Math.random().toString(36).slice(2, 8)}`,
    email: 'nuevo@isla.com',
    password: 'clave-nueva-1',
    vpassword: 'clave-nueva-1',
    tenant_id: tenantId,
    ...overrides,
  });

  it('lists the users of every island for rol 1, never a password hash', async () => {
    const a = await islandWithStaff(t.app, t.db);
    const b = await islandWithStaff(t.app, t.db);
    const response = await t.inject(a.staff[1].token, 'GET', '/api/user');
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([a.staff[1].id, a.staff[5].id, b.staff[3].id]));
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('creates a user with rol 3 and active by default, in any island, and audits it', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const other = await createIsland(t.db);
    const body = newUser(other.id);
    const response = await t.inject(staff[1].token, 'POST', '/api/user', body);
    expect(response.statusCode).toBe(201);
    const { message, user } = response.json();
    expect(message).toBe(USER_MESSAGES.created);
    expect(user).toMatchObject({
      username: body.username,
      email: 'nuevo@isla.com',
      rol: 3,
      active: true,
      tenant_id: other.id,
      tenant: { id: other.id, name: other.name },
    });
    expect(user.createdAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await tokenFor(t.app, body.username, 'clave-nueva-1')).toBeTruthy();
    const [audit] = await auditRowsOf(t.db, 'user.create', user.id);
    expect(audit!.actorUserId).toBe(staff[1].id);
  });

  it('takes the rol and status it is given', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const response = await t.inject(
      staff[1].token,
      'POST',
      '/api/user',
      newUser(island.id, { rol: 5, active: false }),
    );
    expect(response.json().user).toMatchObject({ rol: 5, active: false });
    const bad = await t.inject(staff[1].token, 'POST', '/api/user', newUser(island.id, { rol: 7 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(USER_MESSAGES.rolInvalid);
  });

  it('checks the fields in the order of docs/features/users.md', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const ok = newUser(island.id);
    const cases: [object, string][] = [
      [{ ...ok, username: ' ', email: '', tenant_id: null, password: '' }, USER_MESSAGES.nameRequired],
      [{ ...ok, email: '', tenant_id: null, password: '' }, USER_MESSAGES.emailRequired],
      [{ ...ok, email: 'sin-arroba', tenant_id: null }, USER_MESSAGES.emailInvalid],
      [{ ...ok, tenant_id: null, password: '' }, USER_MESSAGES.islandRequired],
      [{ ...ok, tenant_id: undefined, password: '' }, USER_MESSAGES.islandRequired],
      [{ ...ok, password: '', vpassword: '' }, USER_MESSAGES.userBothPasswords],
      [{ ...ok, password: 'clave-larga-1', vpassword: '' }, USER_MESSAGES.userBothPasswords],
      [{ ...ok, password: 'clave-larga-1', vpassword: 'clave-larga-2' }, USER_MESSAGES.passwordsDiffer],
      [{ ...ok, password: 'corta', vpassword: 'corta' }, USER_MESSAGES.passwordTooShort],
    ];
    for (const [body, message] of cases) {
      const response = await t.inject(staff[1].token, 'POST', '/api/user', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses an island that does not exist and a username already taken', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const missing = await t.inject(staff[1].token, 'POST', '/api/user', newUser(999999));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(USER_MESSAGES.islandMissing);
    const taken = await t.inject(
      staff[1].token,
      'POST',
      '/api/user',
      newUser(island.id, { username: staff[4].username }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(USER_MESSAGES.usernameTaken);
  });

  it('refuses other roles with 403 and creates nothing', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const body = newUser(island.id);
    const response = await t.inject(staff[2].token, 'POST', '/api/user', body);
    expect(response.statusCode).toBe(403);
    const rows = await t.db.select().from(panelUsers).where(eq(panelUsers.username, body.username));
    expect(rows).toHaveLength(0);
  });
});

describe('users screen: editing another user (POST /api/user/{id})', () => {
  it('changes rol, island and status, and keeps the password when both fields are empty', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const other = await createIsland(t.db);
    const target = staff[3];
    const response = await t.inject(staff[1].token, 'POST', `/api/user/${target.id}`, {
      username: target.username,
      email: 'movido@isla.com',
      password: '',
      vpassword: '',
      rol: 2,
      tenant_id: other.id,
      active: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: USER_MESSAGES.saved,
      user: { rol: 2, tenant_id: other.id, tenant: { name: other.name }, email: 'movido@isla.com' },
    });
    expect(await tokenFor(t.app, target.username, TEST_PASSWORD)).toBeTruthy();
  });

  it("applies the users screen's rules when the island is sent", async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const target = staff[4];
    const base = { username: target.username, email: 'x@isla.com', rol: 4, active: true };
    const cases: [object, string][] = [
      [{ ...base, tenant_id: null }, USER_MESSAGES.islandRequired],
      [{ ...base, tenant_id: island.id, password: 'clave-larga-1' }, USER_MESSAGES.userBothPasswords],
      [
        { ...base, tenant_id: island.id, password: 'clave-larga-1', vpassword: 'otra-clave-1' },
        USER_MESSAGES.passwordsDiffer,
      ],
      [
        { ...base, tenant_id: island.id, password: 'corta', vpassword: 'corta' },
        USER_MESSAGES.passwordTooShort,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.inject(staff[1].token, 'POST', `/api/user/${target.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const changed = await t.inject(staff[1].token, 'POST', `/api/user/${target.id}`, {
      ...base,
      tenant_id: island.id,
      password: 'clave-nueva-9',
      vpassword: 'clave-nueva-9',
    });
    expect(changed.statusCode).toBe(200);
    expect(await tokenFor(t.app, target.username, 'clave-nueva-9')).toBeTruthy();
  });

  it('lets nobody but rol 1 change a rol, an island or a status, not even their own', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const me = staff[2];
    for (const extra of [{ rol: 1 }, { tenant_id: island.id }, { active: true }]) {
      const response = await t.inject(me.token, 'POST', `/api/user/${me.id}`, {
        username: me.username,
        email: 'yo@isla.com',
        ...extra,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(USER_MESSAGES.adminOnlyFields);
    }
  });

  it('refuses an administrator changing their own status or rol', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const me = staff[1];
    const base = { username: me.username, email: 'yo@isla.com', tenant_id: island.id };
    const status = await t.inject(me.token, 'POST', `/api/user/${me.id}`, { ...base, rol: 1, active: false });
    expect(status.statusCode).toBe(422);
    expect(status.json().message).toBe(USER_MESSAGES.cannotToggleSelf);
    const rol = await t.inject(me.token, 'POST', `/api/user/${me.id}`, { ...base, rol: 3, active: true });
    expect(rol.statusCode).toBe(422);
    expect(rol.json().message).toBe(USER_MESSAGES.cannotChangeOwnRol);
    const same = await t.inject(me.token, 'POST', `/api/user/${me.id}`, { ...base, rol: 1, active: true });
    expect(same.statusCode).toBe(200);
  });
});

describe('POST /api/user/{id}/toggle', () => {
  it('blocks a user, whose open session stops at once and who can no longer sign in; then unblocks, and only a new sign-in works', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const target = staff[3];
    expect((await t.inject(target.token, 'GET', `/api/user/${target.id}`)).statusCode).toBe(200);

    const blocked = await t.inject(staff[1].token, 'POST', `/api/user/${target.id}/toggle`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ message: USER_MESSAGES.blocked, user: { active: false } });
    expect((await t.inject(target.token, 'GET', `/api/user/${target.id}`)).statusCode).toBe(401);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: target.username, password: TEST_PASSWORD },
    });
    expect(signin.statusCode).toBe(403);
    expect(signin.json().message).toBe(LOGIN_MESSAGES.blocked);

    const active = await t.inject(staff[1].token, 'POST', `/api/user/${target.id}/toggle`);
    expect(active.json()).toMatchObject({ message: USER_MESSAGES.activated, user: { active: true } });
    expect((await t.inject(target.token, 'GET', `/api/user/${target.id}`)).statusCode).toBe(401);
    const fresh = await tokenFor(t.app, target.username);
    expect((await t.inject(fresh, 'GET', `/api/user/${target.id}`)).statusCode).toBe(200);
    const audits = await auditRowsOf(t.db, 'user.toggle', target.id);
    expect(audits).toHaveLength(2);
  });

  it("refuses the caller's own status, and answers 404 for an unknown user", async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const self = await t.inject(staff[1].token, 'POST', `/api/user/${staff[1].id}/toggle`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(USER_MESSAGES.cannotToggleSelf);
    expect((await t.inject(staff[1].token, 'POST', '/api/user/999999/toggle')).statusCode).toBe(404);
  });
});

describe('DELETE /api/user/{id}', () => {
  it('deletes a user who decided receipts and left audit rows; those rows still name them', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const target = staff[5];
    const [client] = await t.db
      .insert(clients)
      .values({ tenantId: island.id, panelUsername: 'tsborr1234', phone: '5491100001234' })
      .returning();
    const [receipt] = await t.db
      .insert(receipts)
      .values({
        tenantId: island.id,
        clientId: client!.id,
        fileKey: 'receipts/x.png',
        fileType: 'png',
        amount: 1000,
        status: 'approve',
        decidedBy: target.id,
        decidedAt: new Date(),
      })
      .returning();
    // An audit row of their own: a profile edit.
    await t.inject(target.token, 'POST', `/api/user/${target.id}`, {
      username: target.username,
      email: 'a@b.cc',
    });

    const response = await t.inject(staff[1].token, 'DELETE', `/api/user/${target.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(USER_MESSAGES.deleted);
    // Kept as a tombstone (docs/features/users.md): out of every list and sign-in, still the author.
    const [tombstone] = await t.db.select().from(panelUsers).where(eq(panelUsers.id, target.id));
    expect(tombstone).toMatchObject({ deletedAt: expect.any(Date), active: false, passwordHash: '' });
    const [kept] = await t.db.select().from(receipts).where(eq(receipts.id, receipt!.id));
    expect(kept).toMatchObject({ status: 'approve', decidedBy: target.id });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(rows.find((r) => r.action === 'user.update')!.actorUserId).toBe(target.id);
    expect(rows.find((r) => r.action === 'user.delete')).toMatchObject({
      actorUserId: staff[1].id,
      before: { username: target.username },
    });
    expect((await t.inject(target.token, 'GET', `/api/user/${target.id}`)).statusCode).toBe(401);
  });

  it('refuses deleting yourself and answers 404 for an unknown user', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    const self = await t.inject(staff[1].token, 'DELETE', `/api/user/${staff[1].id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(USER_MESSAGES.cannotDeleteSelf);
    expect((await t.inject(staff[1].token, 'DELETE', '/api/user/999999')).statusCode).toBe(404);
  });
});
