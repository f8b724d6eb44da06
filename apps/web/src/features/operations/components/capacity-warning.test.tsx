import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, shellReplies, storeSession } from '@/test/render';

const outgrown = { engine: 'pglite', queueCalls: 240, slowQueueCalls: 37, outgrown: true };

describe('Capacity warning (README "Capacity")', () => {
  it('tells rol 1, above the screen, that the embedded database has been outgrown and what to do', async () => {
    storeSession(1);
    mockApi({ ...shellReplies(), 'GET /api/operations/capacity': { body: outgrown } });
    renderApp('/config');
    // The dashboard's own calls go unanswered here and may raise their notices (also alerts) first.
    const alert = (await screen.findByText('La base de datos no da abasto')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent('37 de 240 tomas y decisiones de la cola tardaron más de 1 segundo');
    expect(alert).toHaveTextContent('pase a PostgreSQL con npm run move-to-postgres');
  });

  it('says nothing while the waits are fine', async () => {
    storeSession(1);
    const api = mockApi({
      ...shellReplies(),
      'GET /api/operations/capacity': { body: { ...outgrown, slowQueueCalls: 1, outgrown: false } },
    });
    renderApp('/config');
    await screen.findByText('Isla: Isla Demo');
    await expect.poll(() => api.calls.some((c) => c.path === '/api/operations/capacity')).toBe(true);
    expect(screen.queryByText('La base de datos no da abasto')).toBeNull();
  });

  it('is never asked for by other roles (the server refuses them too)', async () => {
    storeSession(2);
    const api = mockApi({ ...shellReplies(), 'GET /api/operations/capacity': { body: outgrown } });
    renderApp('/config');
    await screen.findByText('Isla: Isla Demo');
    expect(api.calls.some((c) => c.path === '/api/operations/capacity')).toBe(false);
    expect(screen.queryByText('La base de datos no da abasto')).toBeNull();
  });
});
