import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIST_MESSAGES } from '@panel/domain/lists/list-query';
import { DIRECTORY_CSV_HEADER, type DirectoryRow } from '@panel/domain/players/player-directory';
import { islands, platformPlayers } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { directoryExportPages } from './player-directory-queries';

const t = useTestApp();
let staff: Awaited<ReturnType<typeof islandWithStaff>>['staff'];
let islandId: number;
let other: Awaited<ReturnType<typeof islandWithStaff>>;
const players: Record<string, { id: number; username: string }> = {};

let phoneSeq = 1177770000;
async function newPlayer(token: string, name: string) {
  const response = await t.inject(token, 'POST', '/api/clients', { name, phone: String(++phoneSeq) });
  expect(response.statusCode, response.body).toBe(201);
  const client = response.json().client as { id: number; panelUsername: string };
  return { id: client.id, username: client.panelUsername };
}

async function move(kind: 'deposit' | 'pay', username: string, amount: number) {
  const response = await t.inject(staff[3].token, 'POST', `/api/clients/${kind}`, { username, amount });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Island A, players made in this order (so 'created' ascending is this order):
 * ana 1000 loaded first, then 200 withdrawn → balance 800; beto 50 loaded last; caro never loaded,
 * bonus blocked; dario 5000 loaded second, user locked; elena (josé's accents) never loaded; fede
 * 300 loaded third, bonus blocked and locked.
 */
beforeAll(async () => {
  const mine = await islandWithStaff(t.app, t.db);
  staff = mine.staff;
  islandId = mine.island.id;
  await t.db.update(islands).set({ prefix: 'dr' }).where(eq(islands.id, islandId));
  for (const name of ['ana lopez', 'beto diaz', 'caro ruiz', 'dario sosa', 'elena josé', 'fede paz'])
    players[name.split(' ')[0]!] = await newPlayer(staff[3].token, name);
  await move('deposit', players.ana!.username, 1000);
  await move('deposit', players.dario!.username, 5000);
  await move('deposit', players.fede!.username, 300);
  await move('pay', players.ana!.username, 200);
  await move('deposit', players.beto!.username, 50);
  for (const name of ['caro', 'fede']) {
    const response = await t.inject(staff[3].token, 'POST', `/api/clients/${players[name]!.id}/add`);
    expect(response.statusCode, response.body).toBe(200);
  }
  for (const name of ['dario', 'fede'])
    await t.db
      .update(platformPlayers)
      .set({ locked: true })
      .where(eq(platformPlayers.clientId, players[name]!.id));

  // Another island, with a richer player that must never show in A's directory.
  other = await islandWithStaff(t.app, t.db);
  await t.db.update(islands).set({ prefix: 'ot' }).where(eq(islands.id, other.island.id));
  const stranger = await newPlayer(other.staff[3].token, 'zoe otra');
  const loaded = await t.inject(other.staff[3].token, 'POST', '/api/clients/deposit', {
    username: stranger.username,
    amount: 99999,
  });
  expect(loaded.statusCode, loaded.body).toBe(200);
});

async function list(query: string, token = staff[3].token) {
  const response = await t.inject(token, 'GET', `/api/clients/directory?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: DirectoryRow[]; total: number; page: number; pageSize: number }>();
}
const names = (rows: DirectoryRow[]) => rows.map((row) => row.name.split(' ')[0]);

describe('GET /api/clients/directory (docs/features/players.md, Directorio)', () => {
  it("lists the caller's island only, newest first by default, with balance, last load and status", async () => {
    const answer = await list('');
    expect(answer.total).toBe(6);
    expect(answer.page).toBe(1);
    expect(answer.pageSize).toBe(25);
    expect(names(answer.items)).toEqual(['fede', 'elena', 'dario', 'caro', 'beto', 'ana']);
    const ana = answer.items.find((row) => row.id === players.ana!.id)!;
    expect(ana).toMatchObject({ panelUsername: players.ana!.username, balance: 800, status: 0 });
    expect(ana.lastLoadAt).not.toBeNull();
    expect(answer.items.find((row) => row.id === players.caro!.id)).toMatchObject({
      balance: 0,
      lastLoadAt: null,
      status: 1,
    });
    expect(answer.items.map((row) => row.status)).toEqual([3, 0, 2, 1, 0, 0]);
    // Another island's cashier sees only theirs.
    expect(names((await list('', other.staff[3].token)).items)).toEqual(['zoe']);
  });

  it.each([
    ['balance', 'asc', ['caro', 'elena', 'beto', 'fede', 'ana', 'dario']],
    ['balance', 'desc', ['dario', 'ana', 'fede', 'beto', 'elena', 'caro']],
    // Never loaded counts as the oldest last load: first ascending, last descending (ties by id).
    ['lastLoad', 'asc', ['caro', 'elena', 'ana', 'dario', 'fede', 'beto']],
    ['lastLoad', 'desc', ['beto', 'fede', 'dario', 'ana', 'elena', 'caro']],
    ['created', 'asc', ['ana', 'beto', 'caro', 'dario', 'elena', 'fede']],
    ['created', 'desc', ['fede', 'elena', 'dario', 'caro', 'beto', 'ana']],
    // 0 Activo, 1 Bonus bloqueado, 2 Usuario bloqueado, 3 both; ties by id.
    ['status', 'asc', ['ana', 'beto', 'elena', 'caro', 'dario', 'fede']],
    ['status', 'desc', ['fede', 'dario', 'caro', 'elena', 'beto', 'ana']],
  ])('sorts by %s %s', async (sort, dir, expected) => {
    expect(names((await list(`sort=${sort}&dir=${dir}`)).items)).toEqual(expected);
  });

  it('reads a sort without a direction as ascending', async () => {
    expect(names((await list('sort=balance')).items)[0]).toBe('caro');
  });

  it('follows a movement at once: a withdrawal changes the balance and its order', async () => {
    await move('pay', players.dario!.username, 4500);
    expect(names((await list('sort=balance&dir=desc')).items).slice(0, 2)).toEqual(['ana', 'dario']);
    await move('deposit', players.dario!.username, 4500);
    expect(names((await list('sort=balance&dir=desc')).items).slice(0, 2)).toEqual(['dario', 'ana']);
  });

  it('searches username, phone and name, ignoring case and accents', async () => {
    expect(names((await list('q=ANA')).items)).toEqual(['ana']);
    expect(names((await list('q=jose')).items)).toEqual(['elena']);
    expect(names((await list(`q=${players.beto!.username.toUpperCase()}`)).items)).toEqual(['beto']);
    expect(names((await list(`q=${String(phoneSeq - 1).slice(-6)}`)).items)).toHaveLength(1);
    const none = await list('q=zoe');
    expect(none).toMatchObject({ items: [], total: 0, page: 1 });
    // '%' and '_' are letters, not wildcards.
    expect((await list('q=%25')).total).toBe(0);
  });

  it.each([
    ['sort=name', LIST_MESSAGES.sort(['balance', 'lastLoad', 'created', 'status'])],
    ['sort=balance&dir=up', LIST_MESSAGES.dir],
    ['page=0', LIST_MESSAGES.page],
    ['page=x', LIST_MESSAGES.page],
    [`q=${'a'.repeat(101)}`, LIST_MESSAGES.search],
  ])('answers 400 in Spanish for %s', async (query, message) => {
    for (const path of ['/api/clients/directory', '/api/clients/directory/export.csv']) {
      if (path.endsWith('.csv') && query.startsWith('page')) continue;
      const response = await t.inject(staff[3].token, 'GET', `${path}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses roles 4 and 5', async () => {
    for (const rol of [4, 5] as const) {
      expect((await t.inject(staff[rol].token, 'GET', '/api/clients/directory')).statusCode).toBe(403);
      expect((await t.inject(staff[rol].token, 'GET', '/api/clients/directory/export.csv')).statusCode).toBe(
        403,
      );
    }
  });
});

describe('paging and the export', () => {
  let paged: Awaited<ReturnType<typeof islandWithStaff>>;
  beforeAll(async () => {
    // 52 players whose sort keys tie a lot: balances in 3 values, statuses in 2, none loaded.
    paged = await islandWithStaff(t.app, t.db);
    for (let i = 0; i < 52; i++)
      await createPlayer(t.db, {
        tenantId: paged.island.id,
        panelUsername: `pg${String(i).padStart(2, '0')}`,
        name: `pagina ${i}`,
        phone: `11000000${String(i).padStart(2, '0')}`,
        blacklistbonus: i % 2,
      });
    await t.db.execute(
      sql`update player_directory set balance = (client_id % 3) * 100 where tenant_id = ${paged.island.id}`,
    );
  });

  const pageOf = async (query: string) => {
    const response = await t.inject(paged.staff[1].token, 'GET', `/api/clients/directory?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: DirectoryRow[]; total: number; page: number }>();
  };

  it('pages 25 at a time; a page past the last answers the last', async () => {
    const [first, second, third, beyond] = await Promise.all(
      ['page=1', 'page=2', 'page=3', 'page=9'].map((q) => pageOf(`sort=created&dir=asc&${q}`)),
    );
    expect([first!.items.length, second!.items.length, third!.items.length]).toEqual([25, 25, 2]);
    expect(first!.total).toBe(52);
    expect(third!.items.map((row) => row.panelUsername)).toEqual(['pg50', 'pg51']);
    expect(beyond!.page).toBe(3);
    expect(beyond!.items).toEqual(third!.items);
    const all = [...first!.items, ...second!.items, ...third!.items].map((row) => row.panelUsername);
    expect(new Set(all).size).toBe(52);
  });

  it.each(['balance', 'lastLoad', 'created', 'status'].flatMap((sort) => [`${sort}-asc`, `${sort}-desc`]))(
    'exports by key in the order of the pages (%s), however small the export page',
    async (order) => {
      const [sort, dir] = order.split('-') as ['balance', 'asc' | 'desc'];
      const pages = await Promise.all([1, 2, 3].map((p) => pageOf(`sort=${sort}&dir=${dir}&page=${p}`)));
      const listed = pages.flatMap((p) => p.items.map((row) => row.id));
      const exported: number[] = [];
      for await (const rows of directoryExportPages(t.db, paged.island.id, { sort, dir }, 4))
        exported.push(...rows.map((row) => row.id));
      expect(exported).toEqual(listed);
    },
  );

  it('the CSV has the rows the list shows, in its order, with its headers (es-AR, BOM, phone as text)', async () => {
    const query = 'sort=balance&dir=desc&q=pagina%201';
    const shown = await pageOf(query);
    const response = await t.inject(
      paged.staff[3].token,
      'GET',
      `/api/clients/directory/export.csv?${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header!.split(';')).toEqual([...DIRECTORY_CSV_HEADER]);
    expect(lines.map((line) => line.split(';')[0])).toEqual(shown.items.map((row) => row.panelUsername));
    expect(shown.total).toBe(11); // pagina 1, 10…19
    const first = lines[0]!.split(';');
    expect(first[2]).toBe(`"\t${shown.items[0]!.phone}"`);
    expect(first[3]).toBe(String(shown.items[0]!.balance));
    expect(first[4]).toBe('');
  });

  it('a neutralised formula and a decimal comma in the CSV', async () => {
    const player = await createPlayer(t.db, {
      tenantId: paged.island.id,
      name: '=cmd|calc',
      panelUsername: 'pgformula',
    });
    await t.db.execute(sql`update player_directory set balance = 150050 where client_id = ${player.id}`);
    const response = await t.inject(
      paged.staff[3].token,
      'GET',
      '/api/clients/directory/export.csv?q=pgformula',
    );
    const [, line] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(line!.split(';').slice(0, 4)).toEqual(['pgformula', "'=cmd|calc", '"\t1155550000"', '1500,5']);
  });
});

describe('player_directory', () => {
  it('the set-based rebuild gives the rows the triggers keep', async () => {
    // The paging island's balances were set by hand above: it is left out of the comparison.
    const kept = (await t.db.execute(
      sql`select * from player_directory where tenant_id in (${islandId}, ${other.island.id}) order by client_id`,
    )) as unknown as { rows: unknown[] };
    await t.db.execute(sql`select player_directory_rebuild()`);
    const rebuilt = (await t.db.execute(
      sql`select * from player_directory where tenant_id in (${islandId}, ${other.island.id}) order by client_id`,
    )) as unknown as { rows: unknown[] };
    expect(kept.rows.length).toBe(7);
    expect(rebuilt.rows).toEqual(kept.rows);
  });
});
