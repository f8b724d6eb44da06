import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { IGNORED_NUMBER_MESSAGES } from '@panel/domain/ignored-numbers/ignored-number-rules';
import { auditLog } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';

let t: TestApp;
let moderator: string;
let otherModerator: string;

beforeAll(async () => {
  t = await startTestApp();
  moderator = (await islandWithStaff(t.app, t.db)).staff[2].token;
  otherModerator = (await islandWithStaff(t.app, t.db)).staff[2].token;
});
afterAll(() => t.close());

describe('ignore list', () => {
  it('adds (digits only), lists, refuses a duplicate, removes; each change audited', async () => {
    const added = await t.inject(moderator, 'POST', '/api/ignore', { phone: '+54 11 5555-0001' });
    expect(added.statusCode).toBe(201);
    const { item, message } = added.json();
    expect(item.phone).toBe('541155550001');
    expect(message).toBe(IGNORED_NUMBER_MESSAGES.added('541155550001'));

    const duplicate = await t.inject(moderator, 'POST', '/api/ignore', { phone: '541155550001' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().message).toBe(IGNORED_NUMBER_MESSAGES.duplicate('541155550001'));

    for (const url of ['/api/ignore/', '/api/ignore'])
      expect((await t.inject(moderator, 'GET', url)).json().items).toEqual([
        { id: item.id, phone: '541155550001' },
      ]);

    const removed = await t.inject(moderator, 'DELETE', `/api/ignore/${item.id}`);
    expect(removed.json().message).toBe(IGNORED_NUMBER_MESSAGES.removed('541155550001'));
    expect((await t.inject(moderator, 'GET', '/api/ignore/')).json().items).toEqual([]);
    expect((await t.inject(moderator, 'DELETE', `/api/ignore/${item.id}`)).statusCode).toBe(404);

    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ignored_number'), eq(auditLog.entityId, item.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['ignore.add', 'ignore.remove']);
  });

  it('the same number in two islands is fine; racing duplicates add one', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.inject(moderator, 'POST', '/api/ignore', { phone: '1199990000' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
    expect((await t.inject(otherModerator, 'POST', '/api/ignore', { phone: '1199990000' })).statusCode).toBe(
      201,
    );
  });

  it("another island's number is 404 and stays", async () => {
    const { item } = (await t.inject(moderator, 'POST', '/api/ignore', { phone: '1188887777' })).json();
    const response = await t.inject(otherModerator, 'DELETE', `/api/ignore/${item.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(IGNORED_NUMBER_MESSAGES.notFound);
    expect((await t.inject(otherModerator, 'GET', '/api/ignore/')).json().items).not.toContainEqual(item);
    expect((await t.inject(moderator, 'GET', '/api/ignore/')).json().items).toContainEqual(item);
  });

  it.each([{ phone: '' }, { phone: 'abc' }, { phone: '1'.repeat(31) }, {}, { phone: 123 }])(
    'refuses %j with 400',
    async (payload) => {
      const response = await t.inject(moderator, 'POST', '/api/ignore', payload);
      expect(response.statusCode).toBe(400);
    },
  );

  it('empty after stripping says so', async () => {
    expect((await t.inject(moderator, 'POST', '/api/ignore', { phone: '-- --' })).json().message).toBe(
      IGNORED_NUMBER_MESSAGES.phoneRequired,
    );
    expect((await t.inject(moderator, 'DELETE', '/api/ignore/abc')).statusCode).toBe(400);
  });
});
