import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ISLAND_FLOWS, ISLAND_MESSAGES as M, type IslandBody } from '@panel/domain/islands/island-rules';
import { banks, chatbotResponses, clients, islands } from '../db/schema';
import { accessKeyMatches } from '../security/access-keys';
import { createSecretBox } from '../security/secret-box';
import { useTestApp } from '../../test/test-app';
import { createIsland, createUser, useIslandWithStaff } from '../../test/factories';
import { readIslandSecrets } from './island-service';
import { auditRowsOf } from '../../test/audit-rows';

const t = useTestApp();
const mine = useIslandWithStaff(t);

let counter = 0;
const valid = (overrides: Partial<IslandBody> = {}) => ({
  name: `Isla Norte ${++counter}`,
  url: 'https://norte.example.com',
  panelUserName: 'norte-admin',
  panelUserPassword: 'clave-del-panel-1',
  defaultClientPassword: 'clave-clientes-1',
  charge: 1000,
  bonus: 10,
  withdraw: 5000.5,
  prefix: 'no',
  ...overrides,
});

async function newIsland(overrides: Partial<IslandBody> = {}) {
  const response = await t.inject(mine.staff[1].token, 'POST', '/api/tenants', valid(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().island as { id: number; name: string };
}

describe('POST /api/tenants', () => {
  it('creates the island with every flow on, its default replies and an audit row', async () => {
    const response = await t.inject(
      mine.staff[1].token,
      'POST',
      '/api/tenants',
      valid({ name: 'Isla Creada' }),
    );
    expect(response.statusCode).toBe(201);
    const { message, island } = response.json();
    expect(message).toBe(M.created);
    expect(island).toMatchObject({
      name: 'Isla Creada',
      url: 'https://norte.example.com',
      prefix: 'no',
      panelUserName: 'norte-admin',
      hasPanelUserPassword: true,
      hasDefaultClientPassword: true,
      charge: 1000,
      bonus: 10,
      withdraw: 5000.5,
      ...Object.fromEntries(ISLAND_FLOWS.map((flow) => [flow, true])),
      active: true,
      hasIntakeKey: false,
    });
    const [row] = await t.db.select().from(islands).where(eq(islands.id, island.id));
    expect(row!.chargeMin).toBe(100_000);
    expect(row!.withdrawMin).toBe(500_050);
    const replies = await t.db
      .select()
      .from(chatbotResponses)
      .where(eq(chatbotResponses.tenantId, island.id));
    expect(replies.map((r) => r.intent)).toContain('saludo');
    const audits = await auditRowsOf(t.db, 'island.create', island.id);
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.after)).not.toContain('clave-del-panel-1');
  });

  // Each case also breaks every later rule, so only the first failing one may answer.
  it('checks the fields in the order of docs/features/islands.md, asking for a panel password when there is none', async () => {
    const empty = {
      name: '',
      url: 'ftp://x',
      panelUserPassword: '',
      defaultClientPassword: '',
      charge: null,
      bonus: null,
      withdraw: null,
      prefix: '',
    };
    const cases: [object, string][] = [
      [empty, M.nameRequired],
      [{ ...empty, name: 'Isla' }, M.urlInvalid],
      [{ ...empty, name: 'Isla', url: '' }, M.panelPasswordRequired],
      [{ ...empty, name: 'Isla', url: '', panelUserPassword: 'p' }, M.defaultClientPasswordRequired],
      [valid({ charge: null, bonus: null, withdraw: null, prefix: '' }), M.chargeRequired],
      [valid({ charge: 0, bonus: null }), M.chargeRequired],
      [valid({ charge: -5, bonus: null }), M.amountInvalid],
      [valid({ charge: 10.005, bonus: null }), M.amountInvalid],
      [valid({ bonus: null, withdraw: null, prefix: '' }), M.bonusRequired],
      [valid({ bonus: 101, withdraw: null }), M.bonusInvalid],
      [valid({ bonus: 2.5, withdraw: null }), M.bonusInvalid],
      [valid({ withdraw: null, prefix: '' }), M.withdrawRequired],
      [valid({ withdraw: 0, prefix: '' }), M.withdrawRequired],
      [valid({ prefix: '' }), M.prefixRequired],
      [valid({ prefix: 'No!' }), M.prefixInvalid],
      [valid({ prefix: 'abcdefghijk' }), M.prefixInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await t.inject(mine.staff[1].token, 'POST', '/api/tenants', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await t.inject(mine.staff[1].token, 'POST', '/api/tenants', {})).json().message).toBe(
      M.nameRequired,
    );
  });

  it('accepts a 0 % bonus and an island without URL', async () => {
    const island = await newIsland({ bonus: 0, url: '' });
    expect(island).toMatchObject({ bonus: 0, url: '' });
  });

  it('refuses a name another island has, regardless of case', async () => {
    const first = await newIsland();
    const response = await t.inject(
      mine.staff[1].token,
      'POST',
      '/api/tenants',
      valid({ name: first.name.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(M.nameTaken);
  });
});

describe('island secrets', () => {
  it('are stored encrypted and never sent, in the list or alone', async () => {
    const island = await newIsland({
      panelUserPassword: 'panel-secreto-xyz',
      defaultClientPassword: 'clientes-secreto-xyz',
    });
    const [row] = await t.db.select().from(islands).where(eq(islands.id, island.id));
    for (const stored of [row!.panelUserPasswordEnc, row!.defaultClientPasswordEnc]) {
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain('secreto');
    }
    const box = createSecretBox(t.app.appConfig.secretsKey);
    expect(await readIslandSecrets(t.db, box, island.id)).toEqual({
      panelUserName: 'norte-admin',
      panelUserPassword: 'panel-secreto-xyz',
      defaultClientPassword: 'clientes-secreto-xyz',
    });
    for (const url of ['/api/tenants', `/api/tenants/${island.id}`]) {
      const body = (await t.inject(mine.staff[1].token, 'GET', url)).body;
      expect(body).not.toContain('secreto');
      expect(body).not.toContain('v1.');
      expect(body).not.toMatch(/Enc"|intakeKeyHash/);
    }
  });

  it('stay as they are when an edit leaves the password fields empty, and change when filled', async () => {
    const island = await newIsland({ panelUserPassword: 'primera-clave' });
    const box = createSecretBox(t.app.appConfig.secretsKey);
    const kept = await t.inject(
      mine.staff[1].token,
      'POST',
      `/api/tenants/${island.id}`,
      valid({ name: island.name, panelUserPassword: '', defaultClientPassword: '', bonus: 15 }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: M.saved,
      island: { bonus: 15, hasPanelUserPassword: true },
    });
    expect((await readIslandSecrets(t.db, box, island.id)).panelUserPassword).toBe('primera-clave');
    await t.inject(
      mine.staff[1].token,
      'POST',
      `/api/tenants/${island.id}`,
      valid({ name: island.name, panelUserPassword: 'segunda' }),
    );
    expect((await readIslandSecrets(t.db, box, island.id)).panelUserPassword).toBe('segunda');
  });

  it('are asked for on edit when the island has none', async () => {
    const bare = await createIsland(t.db);
    const response = await t.inject(
      mine.staff[1].token,
      'POST',
      `/api/tenants/${bare.id}`,
      valid({ name: bare.name, panelUserPassword: '', defaultClientPassword: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.panelPasswordRequired);
  });
});

describe('reading and editing', () => {
  it('lists every island for rol 1, across islands', async () => {
    const other = await createIsland(t.db);
    const ids = (await t.inject(mine.staff[1].token, 'GET', '/api/tenants'))
      .json()
      .map((i: { id: number }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([mine.island.id, other.id]));
  });

  it('reads one island and answers 404 for an unknown one', async () => {
    const island = await newIsland();
    expect((await t.inject(mine.staff[1].token, 'GET', `/api/tenants/${island.id}`)).json()).toMatchObject({
      id: island.id,
    });
    for (const [method, url] of [
      ['GET', '/api/tenants/999999'],
      ['POST', '/api/tenants/999999'],
      ['DELETE', '/api/tenants/999999'],
      ['POST', '/api/tenants/999999/toggle'],
      ['POST', '/api/tenants/999999/intakekey'],
    ] as const) {
      const response = await t.inject(
        mine.staff[1].token,
        method,
        url,
        method === 'POST' && url.endsWith('999999') ? valid() : undefined,
      );
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
    const flows = await t.inject(mine.staff[1].token, 'POST', '/api/tenants/999999/flows', { opHelp: false });
    expect(flows.statusCode).toBe(404);
  });

  it('edits every field and keeps the name unique', async () => {
    const island = await newIsland();
    const taken = await newIsland();
    const edit = valid({
      name: 'Isla Editada',
      url: 'http://editada.example',
      prefix: 'ed',
      charge: 2500.25,
    });
    const response = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}`, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json().island).toMatchObject({
      name: 'Isla Editada',
      url: 'http://editada.example',
      prefix: 'ed',
      charge: 2500.25,
    });
    const clash = await t.inject(
      mine.staff[1].token,
      'POST',
      `/api/tenants/${island.id}`,
      valid({ name: taken.name }),
    );
    expect(clash.statusCode).toBe(422);
    expect(clash.json().message).toBe(M.nameTaken);
    // Keeping its own name is fine.
    expect((await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}`, edit)).statusCode).toBe(
      200,
    );
  });
});

describe('flows', () => {
  it('saves each switch on its own and leaves the others as they were', async () => {
    const island = await newIsland();
    const off = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/flows`, {
      opCharges: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: M.flowSaved, island: { opCharges: false, opHelp: true } });
    const next = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/flows`, {
      opReferral: false,
    });
    expect(next.json().island).toMatchObject({ opCharges: false, opReferral: false, opBalances: true });
    const empty = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/flows`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Debe indicar qué flujo cambiar');
  });

  it('are kept by an island edit that does not send them', async () => {
    const island = await newIsland();
    await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/flows`, { opHelp: false });
    const edited = await t.inject(
      mine.staff[1].token,
      'POST',
      `/api/tenants/${island.id}`,
      valid({ name: island.name }),
    );
    expect(edited.json().island.opHelp).toBe(false);
  });
});

describe('toggle', () => {
  it('switches the island off and on', async () => {
    const island = await newIsland();
    const off = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/toggle`);
    expect(off.json()).toMatchObject({ message: M.deactivated, island: { active: false } });
    const on = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/toggle`);
    expect(on.json()).toMatchObject({ message: M.activated, island: { active: true } });
  });
});

describe('delete', () => {
  it('removes an island without users or players, with its banks and replies', async () => {
    const island = await newIsland();
    await t.db.insert(banks).values({
      tenantId: island.id,
      bankname: 'Banco',
      transacBottomLimit: 1,
      transacTopLimit: 2,
      dailyTopLimit: 3,
      monthlyTopLimit: 4,
      topLimitInUse: 5,
      dailyTransacLimit: 6,
    });
    const response = await t.inject(mine.staff[1].token, 'DELETE', `/api/tenants/${island.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.deleted);
    expect(await t.db.select().from(islands).where(eq(islands.id, island.id))).toHaveLength(0);
    expect(await t.db.select().from(banks).where(eq(banks.tenantId, island.id))).toHaveLength(0);
    const [audit] = await auditRowsOf(t.db, 'island.delete', island.id);
    expect(audit).toMatchObject({ tenantId: mine.island.id, before: { name: island.name } });
  });

  it('refuses an island that has users or players, and deletes nothing', async () => {
    const withUser = await newIsland();
    await createUser(t.db, { tenantId: withUser.id, rol: 3 });
    const withPlayer = await newIsland();
    await t.db
      .insert(clients)
      .values({ tenantId: withPlayer.id, panelUsername: 'nojuan1234', phone: '1234' });
    for (const island of [withUser, withPlayer]) {
      const response = await t.inject(mine.staff[1].token, 'DELETE', `/api/tenants/${island.id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(M.inUse);
      expect(await t.db.select().from(islands).where(eq(islands.id, island.id))).toHaveLength(1);
    }
  });
});

describe('POST /api/tenants/{id}/intakekey', () => {
  it('shows a new key once, keeps only its hash, and the previous key stops matching', async () => {
    const island = await newIsland();
    const first = await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/intakekey`);
    expect(first.statusCode).toBe(200);
    const { key, message } = first.json();
    expect(message).toBe(M.intakeKeyShown);
    expect(key).toMatch(/^intake_/);
    const [row] = await t.db.select().from(islands).where(eq(islands.id, island.id));
    expect(row!.intakeKeyHash).not.toContain(key);
    expect(accessKeyMatches(key, row!.intakeKeyHash)).toBe(true);
    expect(
      (await t.inject(mine.staff[1].token, 'GET', `/api/tenants/${island.id}`)).json().hasIntakeKey,
    ).toBe(true);
    expect((await t.inject(mine.staff[1].token, 'GET', '/api/tenants')).body).not.toContain(key);

    const second = (await t.inject(mine.staff[1].token, 'POST', `/api/tenants/${island.id}/intakekey`)).json()
      .key;
    const [after] = await t.db.select().from(islands).where(eq(islands.id, island.id));
    expect(accessKeyMatches(second, after!.intakeKeyHash)).toBe(true);
    expect(accessKeyMatches(key, after!.intakeKeyHash)).toBe(false);
  });
});
