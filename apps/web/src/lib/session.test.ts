import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, SESSION_KEY, setSession, updateSession, type Session } from './session';

const stored: Session = {
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

  it('reads a session stored before its schema arrived as soon as the schema is there', async () => {
    vi.resetModules();
    const fresh = await import('./session');
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ ...stored, email: null, active: 1 }));
    const { result } = renderHook(() => fresh.useSession());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual({ ...stored, email: '' }));
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
