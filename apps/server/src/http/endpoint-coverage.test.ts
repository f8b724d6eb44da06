import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@panel/domain/api-endpoints';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let operations: { method: string; path: string; operationId?: string }[];
beforeAll(async () => {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId,
    })),
  );
});

describe('endpoint contracts (docs/api-contracts.md)', () => {
  it('every contract is served once, at its method and path', () => {
    for (const endpoint of allEndpoints) {
      const served = operations.filter((operation) => operation.operationId === endpoint.operationId);
      expect(served, endpoint.operationId).toEqual([
        { method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId },
      ]);
    }
  });

  it('every API operation is served from a contract', () => {
    const contracted = new Set(allEndpoints.map((endpoint) => endpoint.operationId));
    const loose = operations.filter((operation) => !contracted.has(operation.operationId ?? ''));
    expect(loose.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('operation ids are unique', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
