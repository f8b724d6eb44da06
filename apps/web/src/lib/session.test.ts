import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  SESSION_KEY,
  setSession,
  updateSession,
  type SessionInput,
} from './session';

const stored: SessionInput = {
  accessToken: 't',
  rol: 3,
  username: 'cajero',
  id: 4,
  email: 'c@x.com',
  active: true,
  tenant_id: 2,
};

describe('Session store', () => {
  it("reads the user stored under 'user'", () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
    expect(getSession()).toEqual(stored);
  });

  it.each([
    ['not JSON', '{'],
    ['a role outside 1..5', JSON.stringify({ ...stored, rol: 9 })],
    ['no token', JSON.stringify({ ...stored, accessToken: '' })],
  ])('treats %s as no session', (_case, raw) => {
    window.localStorage.setItem(SESSION_KEY, raw);
    expect(getSession()).toBeNull();
  });

  it('keeps the access token when the user is refreshed', () => {
    setSession(stored);
    updateSession({ username: 'nuevo', email: 'n@x.com' });
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '')).toMatchObject({
      username: 'nuevo',
      email: 'n@x.com',
      accessToken: 't',
    });
  });

  it('clears the stored user', () => {
    setSession(stored);
    clearSession();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(getSession()).toBeNull();
  });
});
