import { describe, expect, it } from 'vitest';
import {
  panelUserBody,
  panelUserMessage,
  profileBody,
  profileMessage,
  USER_MESSAGES as M,
  userEditBody,
} from './user-rules';

const ok = { username: 'ana', email: 'ana@isla.com', password: '', vpassword: '' };

describe('profile edit (docs/features/users.md), in order', () => {
  it.each([
    [{ ...ok, username: '', email: '', password: 'a' }, M.nameRequired],
    [{ ...ok, email: '', password: 'a' }, M.emailRequired],
    [{ ...ok, password: 'clave-larga' }, M.profileBothPasswords],
    [{ ...ok, vpassword: 'clave-larga' }, M.profileBothPasswords],
    [{ ...ok, password: 'clave-larga', vpassword: 'clave-largo' }, M.passwordsDiffer],
    [{ ...ok, password: 'corta', vpassword: 'corta' }, M.passwordTooShort],
  ])('%o → %s', (input, message) => {
    expect(profileMessage(input)).toBe(message);
  });

  it('accepts both passwords empty (no change) or both equal and long enough', () => {
    expect(profileMessage(ok)).toBeUndefined();
    expect(profileMessage({ ...ok, password: '12345678', vpassword: '12345678' })).toBeUndefined();
  });

  it('uses the exact Spanish texts of the spec', () => {
    expect(M.passwordTooShort).toBe('La contraseña debe terner al menos 8 caracteres');
    expect(M.profileBothPasswords).toBe('Debe completar ambos campos de contraseña');
    expect(M.userBothPasswords).toBe('Debe completar ambos campos de contraseñas');
  });

  it('gives the server the same first message', () => {
    const result = profileBody.safeParse({ username: 'ana', email: '', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.emailRequired);
  });
});

describe('panel user save (docs/features/users.md)', () => {
  const user = { ...ok, tenant_id: 1 };
  it('asks for the island after name and email', () => {
    expect(panelUserMessage({ ...user, tenant_id: null }, 'edit')).toBe(M.islandRequired);
    expect(panelUserMessage({ ...user, email: '', tenant_id: null }, 'edit')).toBe(M.emailRequired);
  });
  it('needs both passwords on create but not on edit', () => {
    expect(panelUserMessage(user, 'create')).toBe(M.userBothPasswords);
    expect(panelUserMessage(user, 'edit')).toBeUndefined();
    expect(panelUserMessage({ ...user, password: 'clave-larga' }, 'edit')).toBe(M.userBothPasswords);
  });
});

describe('users screen bodies', () => {
  const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('creates with rol 3 and active by default', () => {
    const body = panelUserBody.parse({
      username: 'ana',
      email: 'ana@isla.com',
      password: 'clave-larga',
      vpassword: 'clave-larga',
      tenant_id: 2,
    });
    expect(body).toMatchObject({ rol: 3, active: true, tenant_id: 2 });
    expect(first(panelUserBody.safeParse({ username: 'ana', email: 'ana@isla.com' }))).toBe(M.islandRequired);
  });

  it('edits with the profile rules unless the island is sent', () => {
    const profile = { username: 'ana', email: 'ana@isla.com', password: 'clave-larga' };
    expect(first(userEditBody.safeParse(profile))).toBe(M.profileBothPasswords);
    expect(first(userEditBody.safeParse({ ...profile, tenant_id: 1 }))).toBe(M.userBothPasswords);
    expect(first(userEditBody.safeParse({ ...profile, tenant_id: null }))).toBe(M.islandRequired);
    expect(userEditBody.safeParse({ username: 'ana', email: 'ana@isla.com', tenant_id: 1 }).success).toBe(
      true,
    );
  });
});
