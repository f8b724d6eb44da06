import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REALTIME_CLOSE } from '@panel/domain/realtime';
import { buildApp } from '../app';
import { panelUsers } from '../db/schema';
import { testConfig, useTestApp } from '../../test/test-app';
import { createIsland, createUser, tokenFor } from '../../test/factories';
import { openAuthenticated, openRealtime } from '../../test/realtime-client';

const t = useTestApp();
let tokenA: string;
let tokenB: string;
let islandA: number;
let islandB: number;

beforeAll(async () => {
  islandA = (await createIsland(t.db)).id;
  islandB = (await createIsland(t.db)).id;
  tokenA = await tokenFor(t.app, (await createUser(t.db, { tenantId: islandA, rol: 5 })).username);
  tokenB = await tokenFor(t.app, (await createUser(t.db, { tenantId: islandB, rol: 1 })).username);
});

describe('GET /api/realtime', () => {
  it('delivers each island its own events only', async () => {
    const a = await openAuthenticated(t.app, tokenA);
    const b = await openAuthenticated(t.app, tokenB);
    await t.app.realtime.publish(islandA, 'news');
    await t.app.realtime.publish(islandB, 'notifications');
    expect(await a.next()).toEqual({ channel: 'transactions', event: 'news' });
    // Notices arrive in order: B's first event being its own proves A's never reached it.
    expect(await b.next()).toEqual({ channel: 'transactions', event: 'notifications' });
    await t.app.realtime.publish(islandA, 'notifications');
    expect(await a.next()).toEqual({ channel: 'transactions', event: 'notifications' });
    a.ws.close();
    b.ws.close();
  });

  it.each([
    ['a forged token', { type: 'auth', token: 'x.y.z' }, REALTIME_CLOSE.unauthorized],
    ['an empty token', { type: 'auth', token: '' }, REALTIME_CLOSE.unauthorized],
    ['another message first', { type: 'hello' }, REALTIME_CLOSE.badMessage],
    ['not JSON', 'hola', REALTIME_CLOSE.badMessage],
  ])('closes with the right code on %s', async (_, first, code) => {
    const socket = await openRealtime(t.app);
    socket.ws.send(typeof first === 'string' ? first : JSON.stringify(first));
    expect(await socket.closed).toBe(code);
  });

  it('closes with 4401 for a blocked user', async () => {
    const user = await createUser(t.db, { tenantId: islandA, rol: 2 });
    const token = await tokenFor(t.app, user.username);
    await t.db.update(panelUsers).set({ active: false }).where(eq(panelUsers.id, user.id));
    const socket = await openRealtime(t.app, { type: 'auth', token });
    expect(await socket.closed).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('fans out between two app instances on the same database, and closes sockets on shutdown', async () => {
    const second = await buildApp(testConfig(t.dataDir), { database: t.sameDatabase() });
    try {
      await second.ready();
      const onSecond = await openAuthenticated(second, tokenA);
      const onFirst = await openAuthenticated(t.app, tokenA);
      await t.app.realtime.publish(islandA, 'news');
      expect(await onSecond.next()).toEqual({ channel: 'transactions', event: 'news' });
      expect(await onFirst.next()).toEqual({ channel: 'transactions', event: 'news' });
      await second.realtime.publish(islandA, 'notifications');
      expect(await onFirst.next()).toEqual({ channel: 'transactions', event: 'notifications' });
      expect(await onSecond.next()).toEqual({ channel: 'transactions', event: 'notifications' });
      await second.close();
      expect(await onSecond.closed).toBe(REALTIME_CLOSE.goingAway);
      onFirst.ws.close();
    } finally {
      await second.close();
    }
  });
});
