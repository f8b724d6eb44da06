import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { TWO_FACTOR_MESSAGES as M } from '@panel/domain/two-factor/texts';
import { auditLog, panelUsers } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createIsland, createUser, TEST_PASSWORD, tokenFor } from '../../test/factories';
import { readToken } from '../security/token';
import { TOTP_ATTEMPTS_PER_MINUTE } from './two-factor-routes';
import { auditRowsOf } from '../../test/audit-rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signin = (username: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
const signinTotp = (pendingToken: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin/totp', payload: { pendingToken, code } });
/** The code an authenticator app shows `stepsAhead` periods of 30 s from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function staffOf(rol: 1 | 2 | 3 = 2, islandValues: { totpRequired?: boolean } = {}) {
  const island = await createIsland(t.db, islandValues);
  const user = await createUser(t.db, { tenantId: island.id, rol });
  return { island, user, token: await tokenFor(t.app, user.username) };
}

/** Enrols through the API as the profile modal does; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await t.inject(token, 'POST', '/api/auth/totp/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await t.inject(token, 'POST', '/api/auth/totp/confirm', { code: await codeFor(secret) });
  expect(confirm.statusCode).toBe(200);
  const body = confirm.json<{ recoveryCodes: string[]; accessToken: string }>();
  return { secret, recoveryCodes: body.recoveryCodes, accessToken: body.accessToken };
}

const auditActions = async (userId: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'panel_user'), eq(auditLog.entityId, userId)))
  ).map((row) => row.action);

describe('TOTP enrolment', () => {
  it('shows a QR and the secret, then a right code turns it on with 8 recovery codes shown once', async () => {
    const { user, token } = await staffOf(3);
    const setup = await t.inject(token, 'POST', '/api/auth/totp/setup');
    const { secret, qrDataUrl, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const wrong = await t.inject(token, 'POST', '/api/auth/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(M.invalidCode);

    const confirm = await t.inject(token, 'POST', '/api/auth/totp/confirm', { code: await codeFor(secret) });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body.message).toBe(M.enabled);
    expect(body.recoveryCodes).toHaveLength(8);
    expect(new Set(body.recoveryCodes).size).toBe(8);
    expect(readToken(body.accessToken, t.app.appConfig.jwtSecret)?.amr).toEqual(['pwd', 'otp']);
    // The session opened with the password alone ended; the new token goes on.
    expect((await t.inject(token, 'GET', '/api/auth/totp')).statusCode).toBe(401);
    const status = await t.inject(body.accessToken, 'GET', '/api/auth/totp');
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 8 });

    // Encrypted at rest: neither the secret nor a recovery code is stored as given.
    const [row] = await t.db.select().from(panelUsers).where(eq(panelUsers.id, user.id));
    expect(row!.totpSecretEnc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(body.recoveryCodes[0]);
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['user.totp_failed', 'user.totp_enable']),
    );
    const again = await t.inject(body.accessToken, 'POST', '/api/auth/totp/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyEnabled);
  });

  it('confirming before asking for a QR says what to do', async () => {
    const { token } = await staffOf(3);
    const response = await t.inject(token, 'POST', '/api/auth/totp/confirm', { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(M.noSetup);
  });
});

describe('signing in with a second factor', () => {
  it('a user without one signs in as before; one with it gets a pending token, then the session', async () => {
    const { user, token } = await staffOf(2);
    const plain = await signin(user.username);
    expect(plain.json().accessToken).toBeTruthy();
    expect(plain.json()).not.toHaveProperty('totpRequired');

    const { secret } = await enrol(token);
    const first = await signin(user.username);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ totpRequired: true, pendingToken: expect.any(String) });
    const { pendingToken } = first.json();
    // The pending token is no session.
    expect((await t.inject(pendingToken, 'GET', '/api/auth/totp')).statusCode).toBe(401);

    const wrong = await signinTotp(pendingToken, '999999');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.invalidCode);

    // The code of the enrolment's step was spent; the next one (a phone a little ahead) is accepted.
    const code = await codeFor(secret, 1);
    const second = await signinTotp(pendingToken, code);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: user.id, username: user.username, totpEnabled: true });
    const session = second.json().accessToken;
    expect(readToken(session, t.app.appConfig.jwtSecret)?.amr).toEqual(['pwd', 'otp']);
    expect((await t.inject(session, 'GET', `/api/user/${user.id}`)).statusCode).toBe(200);

    // A code counts once, even within its 30 seconds.
    const replay = await signinTotp((await signin(user.username)).json().pendingToken, code);
    expect(replay.statusCode).toBe(401);
    expect(await auditActions(user.id)).toContain('user.totp_failed');
  });

  it('a recovery code signs in once', async () => {
    const { user, token } = await staffOf(3);
    const { recoveryCodes, accessToken } = await enrol(token);
    const pending = () => signin(user.username).then((r) => r.json().pendingToken as string);
    const used = await signinTotp(await pending(), recoveryCodes[0]!.toUpperCase());
    expect(used.statusCode).toBe(200);
    const again = await signinTotp(await pending(), recoveryCodes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(M.invalidCode);
    const status = await t.inject(used.json().accessToken, 'GET', '/api/auth/totp');
    expect(status.json().recoveryCodesLeft).toBe(7);
    expect(await auditActions(user.id)).toContain('user.totp_recovery_used');
    expect(accessToken).toBeTruthy();
  });

  it('a forged or stale pending token is refused in Spanish', async () => {
    const response = await signinTotp('a.b.c', '123456');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(M.pendingExpired);
  });

  it(`allows ${TOTP_ATTEMPTS_PER_MINUTE} codes a minute per user, then answers 429 in Spanish`, async () => {
    const { user, token } = await staffOf(3);
    await enrol(token);
    const { pendingToken } = (await signin(user.username)).json();
    for (let i = 0; i < TOTP_ATTEMPTS_PER_MINUTE; i++) {
      expect((await signinTotp(pendingToken, '000000')).statusCode).toBe(401);
    }
    const limited = await signinTotp(pendingToken, '000000');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(M.tooManyAttempts);
  });
});

describe('an island that requires the second factor', () => {
  it('roles 1 and 2 without it may only enrol; rol 3 goes on with the password', async () => {
    const island = await createIsland(t.db, { totpRequired: true });
    const supervisor = await createUser(t.db, { tenantId: island.id, rol: 2 });
    const operator = await createUser(t.db, { tenantId: island.id, rol: 3 });

    const answer = (await signin(supervisor.username)).json();
    expect(answer.totpEnrolRequired).toBe(true);
    const refused = await t.inject(answer.accessToken, 'GET', `/api/user/${supervisor.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.enrolFirst);
    expect((await t.inject(answer.accessToken, 'GET', '/api/auth/totp')).json()).toMatchObject({
      enabled: false,
      required: true,
    });

    const { accessToken } = await enrol(answer.accessToken);
    expect((await t.inject(accessToken, 'GET', `/api/user/${supervisor.id}`)).statusCode).toBe(200);
    const disable = await t.inject(accessToken, 'POST', '/api/auth/totp/disable', { code: '123456' });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(M.requiredByIsland);

    const operatorAnswer = (await signin(operator.username)).json();
    expect(operatorAnswer).not.toHaveProperty('totpEnrolRequired');
    expect((await t.inject(operatorAnswer.accessToken, 'GET', `/api/user/${operator.id}`)).statusCode).toBe(
      200,
    );
  });

  it('an admin turns it on from Islas (audited) and the staff without it are signed out', async () => {
    const { island: adminIsland, token: adminToken0 } = await staffOf(1);
    const { accessToken: adminToken } = await enrol(adminToken0);
    const { island, user, token } = await staffOf(2);

    const on = await t.inject(adminToken, 'POST', `/api/tenants/${island.id}/totp`, { required: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(M.islandRequired);
    expect((await t.inject(token, 'GET', `/api/user/${user.id}`)).statusCode).toBe(401);
    expect((await signin(user.username)).json().totpEnrolRequired).toBe(true);
    const [row] = await auditRowsOf(t.db, 'island.totp', island.id);
    expect(row).toMatchObject({ before: { totpRequired: false }, after: { totpRequired: true } });

    const missing = await t.inject(adminToken, 'POST', '/api/tenants/999999/totp', { required: true });
    expect(missing.statusCode).toBe(404);
    const supervisorToken = await tokenFor(
      t.app,
      (await createUser(t.db, { tenantId: adminIsland.id, rol: 2 })).username,
    );
    expect(
      (await t.inject(supervisorToken, 'POST', `/api/tenants/${island.id}/totp`, { required: false }))
        .statusCode,
    ).toBe(403);
  });

  it('an admin without the factor cannot require it of their own island', async () => {
    const { island, token } = await staffOf(1);
    const response = await t.inject(token, 'POST', `/api/tenants/${island.id}/totp`, { required: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(M.enrolOwnFirst);
  });
});

describe('disabling and resetting', () => {
  it('the user disables it with a current code', async () => {
    const { user, token } = await staffOf(3);
    const { secret, accessToken } = await enrol(token);
    const wrong = await t.inject(accessToken, 'POST', '/api/auth/totp/disable', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const off = await t.inject(accessToken, 'POST', '/api/auth/totp/disable', {
      code: await codeFor(secret, 1),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(M.disabled);
    expect((await signin(user.username)).json().accessToken).toBeTruthy();
    expect(await auditActions(user.id)).toContain('user.totp_disable');
  });

  it('an admin resets a user’s factor from Usuarios: audited, sessions end, password alone again', async () => {
    const { token: adminToken } = await staffOf(1);
    const { user, token } = await staffOf(3);
    const { accessToken } = await enrol(token);
    const list = await t.inject(adminToken, 'GET', '/api/user');
    expect(list.json().find((u: { id: number }) => u.id === user.id).totpEnabled).toBe(true);

    expect((await t.inject(accessToken, 'POST', `/api/user/${user.id}/totp/reset`)).statusCode).toBe(403);
    const reset = await t.inject(adminToken, 'POST', `/api/user/${user.id}/totp/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(M.reset);
    expect((await t.inject(accessToken, 'GET', '/api/auth/totp')).statusCode).toBe(401);
    const again = (await signin(user.username)).json();
    expect(again.accessToken).toBeTruthy();
    expect(again.totpEnabled).toBe(false);
    expect(await auditActions(user.id)).toContain('user.totp_reset');
    expect((await t.inject(adminToken, 'POST', '/api/user/999999/totp/reset')).statusCode).toBe(404);
  });

  it('a new password of one’s own keeps the factor in the new token', async () => {
    const { user, token } = await staffOf(3);
    const { accessToken } = await enrol(token);
    const saved = await t.inject(accessToken, 'POST', `/api/user/${user.id}`, {
      username: user.username,
      email: user.email,
      password: 'otra-clave-segura',
      vpassword: 'otra-clave-segura',
    });
    expect(saved.statusCode).toBe(200);
    const next = saved.json().accessToken;
    expect(readToken(next, t.app.appConfig.jwtSecret)?.amr).toEqual(['pwd', 'otp']);
    expect((await t.inject(next, 'GET', `/api/user/${user.id}`)).statusCode).toBe(200);
  });
});
