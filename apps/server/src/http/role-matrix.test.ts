import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Rol } from '@panel/domain/roles';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';

/**
 * Every API endpoint × every role: allowed roles never get 403, the others always do, and no token
 * is 401. Add each new endpoint here with the roles the spec gives it.
 */
type Staff = Awaited<ReturnType<typeof islandWithStaff>>['staff'];
interface Endpoint {
  method: 'GET' | 'POST';
  url: (self: { id: number; username: string }) => string;
  allowed: readonly Rol[];
  payload?: (self: { id: number; username: string }) => object;
}

const everyone = ROLES;
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: () => '/api/this/tenants', allowed: everyone },
  { method: 'GET', url: () => '/api/this/botstate', allowed: everyone },
  { method: 'GET', url: () => '/api/pendingids', allowed: everyone },
  { method: 'GET', url: () => '/api/user', allowed: [1] },
  { method: 'GET', url: (self) => `/api/user/${self.id}`, allowed: everyone },
  {
    method: 'POST',
    url: (self) => `/api/user/${self.id}`,
    allowed: everyone,
    payload: (self) => ({ username: self.username, email: `${self.username}@isla.com` }),
  },
  {
    method: 'POST',
    url: () => '/api/auth/signup',
    allowed: [1],
    payload: () => ({ username: '', email: '', password: '' }),
  },
];

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await startTestApp();
  ({ staff } = await islandWithStaff(t.app, t.db));
});
afterAll(() => t.close());

describe.each(ENDPOINTS)('$method endpoint', (endpoint) => {
  it.each(ROLES)(`rol %i`, async (rol) => {
    const self = staff[rol];
    const response = await t.app.inject({
      method: endpoint.method,
      url: endpoint.url(self),
      headers: { 'x-access-token': self.token },
      ...(endpoint.payload ? { payload: endpoint.payload(self) } : {}),
    });
    if (endpoint.allowed.includes(rol)) expect(response.statusCode, response.body).not.toBe(403);
    else {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tiene permiso para realizar esta acción');
    }
  });

  it('without a token: 401', async () => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: endpoint.url(staff[1]),
      payload: endpoint.payload?.(staff[1]),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Debe iniciar sesión');
  });
});
