import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IRESPONSE_MESSAGES as M } from '@panel/domain/iresponses/iresponse-rules';
import { ISLAND_MESSAGES } from '@panel/domain/islands/island-rules';
import { chatbotResponses } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import type { Db } from '../db/connection';
import { auditRowsOf } from '../../test/audit-rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function reply(db: Db, tenantId: number, intent = 'saludo') {
  const [row] = await db
    .insert(chatbotResponses)
    .values({ tenantId, intent, response: `Hola desde ${intent}`, alterResponse: 'Otra vez hola' })
    .returning();
  return row!;
}

describe('GET /api/iresponses/{islandId}', () => {
  it("lists the island's replies in order, with the spec's field names", async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const first = await reply(t.db, island.id, 'saludo');
    const second = await reply(t.db, island.id, 'carga');
    const response = await t.inject(staff[2].token, 'GET', `/api/iresponses/${island.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: first.id, intent: 'saludo', response: 'Hola desde saludo', alter_response: 'Otra vez hola' },
      { id: second.id, intent: 'carga', response: 'Hola desde carga', alter_response: 'Otra vez hola' },
    ]);
  });
});

describe('POST /api/iresponses/{islandId}/{id}', () => {
  it('updates response and alter_response from the response object, and audits it', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const row = await reply(t.db, island.id);
    const response = await t.inject(staff[2].token, 'POST', `/api/iresponses/${island.id}/${row.id}`, {
      id: row.id,
      intent: 'cambiado',
      response: 'Bienvenido a la isla',
      alter_response: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: M.saved,
      item: { id: row.id, intent: 'saludo', response: 'Bienvenido a la isla', alter_response: '' },
    });
    const [audit] = await auditRowsOf(t.db, 'iresponse.update', row.id);
    expect(audit).toMatchObject({
      actorUserId: staff[2].id,
      before: { response: 'Hola desde saludo' },
      after: { response: 'Bienvenido a la isla' },
    });
  });

  it('needs a response', async () => {
    const { island, staff } = await islandWithStaff(t.app, t.db);
    const row = await reply(t.db, island.id);
    const response = await t.inject(staff[1].token, 'POST', `/api/iresponses/${island.id}/${row.id}`, {
      response: '   ',
      alter_response: 'algo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.responseRequired);
    const tooLong = await t.inject(staff[1].token, 'POST', `/api/iresponses/${island.id}/${row.id}`, {
      response: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('island scoping', () => {
  it("keeps rol 2 in its own island (404 elsewhere) while rol 1 edits any island's replies", async () => {
    const a = await islandWithStaff(t.app, t.db);
    const b = await islandWithStaff(t.app, t.db);
    const inB = await reply(t.db, b.island.id);
    const body = { response: 'Cambio', alter_response: '' };
    const edit = (token: string, islandId: number) =>
      t.inject(token, 'POST', `/api/iresponses/${islandId}/${inB.id}`, body);

    const read = await t.inject(a.staff[2].token, 'GET', `/api/iresponses/${b.island.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(ISLAND_MESSAGES.notFound);
    const write = await edit(a.staff[2].token, b.island.id);
    expect(write.statusCode).toBe(404);

    // A reply of island B reached through island A's path is not found either.
    const crossed = await edit(a.staff[1].token, a.island.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(M.notFound);

    expect((await t.inject(a.staff[1].token, 'GET', `/api/iresponses/${b.island.id}`)).json()).toHaveLength(
      1,
    );
    const byAdmin = await edit(a.staff[1].token, b.island.id);
    expect(byAdmin.statusCode).toBe(200);
    const [row] = await t.db.select().from(chatbotResponses).where(eq(chatbotResponses.id, inB.id));
    expect(row!.response).toBe('Cambio');
  });

  it('answers 404 for an island that does not exist', async () => {
    const { staff } = await islandWithStaff(t.app, t.db);
    expect((await t.inject(staff[1].token, 'GET', '/api/iresponses/999999')).statusCode).toBe(404);
  });
});
