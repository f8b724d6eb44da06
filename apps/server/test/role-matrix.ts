import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, queryStringOf, type EndpointContract } from '@panel/domain/http/endpoint';
import { ROLES, type Rol } from '@panel/domain/roles';
import { startTestApp, type TestApp } from './test-app';
import { islandWithStaff } from './factories';

type Staff = Awaited<ReturnType<typeof islandWithStaff>>['staff'];
export interface StaffMember {
  id: number;
  username: string;
}
/**
 * A contract and the roles the spec gives it, written here independently of the contract: the
 * matrix checks both that the contract says so and that the server enforces it.
 */
export interface ContractCase {
  endpoint: EndpointContract;
  allowed: readonly Rol[];
  params?: (self: StaffMember) => Record<string, string | number>;
  query?: Record<string, string | number>;
  payload?: (self: StaffMember) => object;
}

/** One row of the matrix: the request a contract case makes. */
interface MatrixRow {
  method: EndpointContract['method'];
  url: (self: StaffMember) => string;
  allowed: readonly Rol[];
  payload?: (self: StaffMember) => object;
}

const rowOf = ({ endpoint, allowed, params, query, payload }: ContractCase): MatrixRow => {
  if (!('roles' in endpoint.access)) throw new Error(`${endpoint.operationId}: no es de roles`);
  expect([...endpoint.access.roles].sort(), endpoint.operationId).toEqual([...allowed].sort());
  return {
    method: endpoint.method,
    url: (self) => pathOf(endpoint, params?.(self)) + queryStringOf(query),
    allowed,
    ...(payload ? { payload } : {}),
  };
};

/**
 * Every endpoint × every role: allowed roles never get 403, the others always do, and no token is
 * 401. Each feature lists its own endpoints with the roles the spec gives them.
 */
export function describeRoleMatrix(cases: ContractCase[]): void {
  const endpoints = cases.map(rowOf);
  let t: TestApp;
  let staff: Staff;
  beforeAll(async () => {
    t = await startTestApp();
    ({ staff } = await islandWithStaff(t.app, t.db));
  });
  afterAll(() => t.close());

  describe.each(endpoints)('$method endpoint', (endpoint) => {
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
}
