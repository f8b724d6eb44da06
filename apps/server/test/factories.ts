import { randomBytes } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Rol } from '@panel/domain/roles';
import type { Db } from '../src/db/connection';
import { islands, panelUsers } from '../src/db/schema';
import { hashPassword } from '../src/security/password';
import { usernameKey } from '@panel/domain/users/username-key';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'clave-segura-123';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(3).toString('hex');

export async function createIsland(db: Db, overrides: Partial<typeof islands.$inferInsert> = {}) {
  const [island] = await db
    .insert(islands)
    .values({ name: `Isla ${unique()}`, prefix: 'ts', ...overrides })
    .returning();
  return island!;
}

export async function createUser(
  db: Db,
  values: { tenantId: number; rol: Rol } & Partial<Omit<typeof panelUsers.$inferInsert, 'usernameKey'>>,
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const username = values.username ?? `user_${unique()}`;
  const [user] = await db
    .insert(panelUsers)
    .values({
      email: `u${unique()}@test.local`,
      passwordHash: await passwordHash,
      ...values,
      username,
      usernameKey: usernameKey(username),
    })
    .returning();
  return user!;
}

export async function tokenFor(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`signin ${username}: ${response.statusCode} ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

/** A new user, signed in: the row and its session token. */
export async function signedInUser(app: FastifyInstance, db: Db, values: Parameters<typeof createUser>[1]) {
  const user = await createUser(db, values);
  return { user, token: await tokenFor(app, user.username) };
}

/** One island with one user per role, signed in. */
export async function islandWithStaff(app: FastifyInstance, db: Db) {
  const island = await createIsland(db);
  const staff = {} as Record<Rol, { id: number; username: string; token: string }>;
  for (const rol of [1, 2, 3, 4, 5] as const) {
    const user = await createUser(db, { tenantId: island.id, rol });
    staff[rol] = { id: user.id, username: user.username, token: await tokenFor(app, user.username) };
  }
  return { island, staff };
}

export type IslandWithStaff = Awaited<ReturnType<typeof islandWithStaff>>;

/**
 * One island with staff signed in (islandWithStaff), made before this file's tests on the app of
 * useTestApp; the object is filled in then, so it can be named at once.
 */
export function useIslandWithStaff(t: TestApp): IslandWithStaff {
  const made = {} as IslandWithStaff;
  beforeAll(async () => {
    Object.assign(made, await islandWithStaff(t.app, t.db));
  });
  return made;
}
