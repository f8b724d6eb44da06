import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IDENTITY_MESSAGES } from '@panel/domain/player-identity/identity-rules';
import { PLAYER_MESSAGES } from '@panel/domain/players/player-rules';
import { taxIdCheckDigit } from '@panel/domain/receipt-reading/tax-ids';
import { clients } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';
import { auditRowsOf } from '../../test/audit-rows';

/** docs/features/player-identity.md: who the player is, through Cajeros' calls. */
const t = useTestApp();
const mine = useIslandWithStaff(t);
const other = useIslandWithStaff(t);

let phoneSeq = 1166660000;
const nextPhone = () => String(++phoneSeq);
const cashier = () => mine.staff[3].token;
/** A CUIL for `dni` with a valid check digit (prefix 20, or 23 where 20 would need a check of 10). */
const cuilOf = (dni: string) => {
  for (const prefix of ['20', '23']) {
    const first = prefix + dni.padStart(8, '0');
    const check = taxIdCheckDigit(first);
    if (check < 10) return first + check;
  }
  throw new Error('no CUIL');
};
const identityFor = (dni: string, birthDate = '07/03/1990') => ({
  fullName: ' Ana   María Pérez ',
  dni: `${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`,
  taxId: `${cuilOf(dni).slice(0, 2)}-${cuilOf(dni).slice(2, 10)}-${cuilOf(dni).slice(10)}`,
  birthDate,
});
const create = (body: object, token = cashier()) => t.inject(token, 'POST', '/api/clients', body);

describe('POST /api/clients with an identity', () => {
  it('stores the four fields as typed, normalised, and answers them', async () => {
    const response = await create({
      name: 'ana perez',
      phone: nextPhone(),
      identity: identityFor('30111222'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { client } = response.json();
    const expected = {
      fullName: 'Ana María Pérez',
      dni: '30111222',
      taxId: cuilOf('30111222'),
      birthDate: '1990-03-07',
    };
    expect(client.identity).toEqual({ ...expected, status: 'unverified', verification: null });
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect({ fullName: row!.fullName, dni: row!.dni, taxId: row!.taxId, birthDate: row!.birthDate }).toEqual(
      expected,
    );
  });

  it('without one, or with all four empty, the player has none (the spec call is unchanged)', async () => {
    const plain = await create({ name: 'sin identidad', phone: nextPhone() });
    const empty = await create({
      name: 'sin identidad',
      phone: nextPhone(),
      identity: { fullName: '', dni: '', taxId: '', birthDate: '' },
    });
    expect([plain.statusCode, empty.statusCode]).toEqual([201, 201]);
    expect([plain.json().client.identity, empty.json().client.identity]).toEqual([null, null]);
  });

  it('refuses someone under 18 and writes nothing', async () => {
    const phone = nextPhone();
    const now = new Date();
    const minor = `1/${now.getUTCMonth() + 1}/${now.getUTCFullYear() - 17}`; // seventeen and a few days
    const response = await create({ name: 'menor edad', phone, identity: identityFor('45111222', minor) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IDENTITY_MESSAGES.underage);
    expect(await t.db.select().from(clients).where(eq(clients.phone, phone))).toEqual([]);
  });

  it("checks the spec's fields first, then the identity in the form's order", async () => {
    const short = await create({ name: 'ana', phone: nextPhone(), identity: { dni: '1' } });
    expect(short.json().message).toBe(PLAYER_MESSAGES.nameTooShort);
    const partial = await create({
      name: 'ana perez',
      phone: nextPhone(),
      identity: { fullName: 'Ana Pérez' },
    });
    expect([partial.statusCode, partial.json().message]).toEqual([400, IDENTITY_MESSAGES.dniRequired]);
    const wrongCuil = await create({
      name: 'ana perez',
      phone: nextPhone(),
      identity: { ...identityFor('30111333'), taxId: cuilOf('30111334') },
    });
    expect(wrongCuil.json().message).toBe(IDENTITY_MESSAGES.taxIdNotDni);
  });

  it("refuses a DNI the island already has, with its owner's username; another island may have it", async () => {
    const first = await create({ name: 'dueño dni', phone: nextPhone(), identity: identityFor('31222333') });
    const again = await create({
      name: 'otro nombre',
      phone: nextPhone(),
      identity: identityFor('31222333'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(IDENTITY_MESSAGES.dniTaken(first.json().client.panelUsername));
    const elsewhere = await create(
      { name: 'dueño dni', phone: nextPhone(), identity: identityFor('31222333') },
      other.staff[3].token,
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('two cashiers typing the same person at once make one player', async () => {
    const answers = await Promise.all(
      [0, 1].map(() =>
        create({ name: 'carrera dni', phone: nextPhone(), identity: identityFor('32333444') }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await t.db.select().from(clients).where(eq(clients.dni, '32333444'))).toHaveLength(1);
  });
});

describe('PUT /api/clients/{id}/identity', () => {
  it('completes a player found by phone, then corrects it, each change audited', async () => {
    const created = (await create({ name: 'luis gomez', phone: nextPhone() })).json().client;
    const path = `/api/clients/${created.id}/identity`;
    const saved = await t.inject(cashier(), 'PUT', path, { identity: identityFor('33444555') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(IDENTITY_MESSAGES.saved(created.panelUsername));
    expect(saved.json().client.identity.dni).toBe('33444555');
    const corrected = await t.inject(cashier(), 'PUT', path, {
      identity: { ...identityFor('33444555'), fullName: 'Luis Alberto Gómez' },
    });
    expect(corrected.json().client.identity.fullName).toBe('Luis Alberto Gómez');
    const audits = await auditRowsOf(t.db, 'client.identity', created.id);
    expect(audits.map((row) => [row.before, (row.after as { fullName: string }).fullName])).toEqual([
      [null, 'Ana María Pérez'],
      [expect.objectContaining({ fullName: 'Ana María Pérez' }), 'Luis Alberto Gómez'],
    ]);
  });

  it('refuses an invalid identity with its message and keeps the stored one', async () => {
    const created = (
      await create({ name: 'eva ruiz', phone: nextPhone(), identity: identityFor('34555666') })
    ).json().client;
    const refused = await t.inject(cashier(), 'PUT', `/api/clients/${created.id}/identity`, {
      identity: { ...identityFor('34555666'), taxId: '20-34555666-0' },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, IDENTITY_MESSAGES.taxIdInvalid]);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, created.id));
    expect(row!.taxId).toBe(cuilOf('34555666'));
  });

  it("another island's player is 404, and rol 4 may not call it", async () => {
    const theirs = (await create({ name: 'de otra isla', phone: nextPhone() }, other.staff[3].token)).json()
      .client;
    const foreign = await t.inject(cashier(), 'PUT', `/api/clients/${theirs.id}/identity`, {
      identity: identityFor('35666777'),
    });
    expect(foreign.statusCode).toBe(404);
    const mineToo = (await create({ name: 'mi jugador', phone: nextPhone() })).json().client;
    const payer = await t.inject(mine.staff[4].token, 'PUT', `/api/clients/${mineToo.id}/identity`, {
      identity: identityFor('35666777'),
    });
    expect(payer.statusCode).toBe(403);
  });
});

describe('PUT /api/clients/{id}/identity/verification', () => {
  const verify = (id: number, body: object, token = mine.staff[2].token) =>
    t.inject(token, 'PUT', `/api/clients/${id}/identity/verification`, body);

  it('rol 2 marks it verified with a note; who and when are kept, and it is audited', async () => {
    const created = (
      await create({ name: 'sara diaz', phone: nextPhone(), identity: identityFor('36777888') })
    ).json().client;
    expect(created.identity).toMatchObject({ status: 'unverified', verification: null });
    const answer = await verify(created.id, { status: 'verified', note: '  DNI visto por videollamada ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(IDENTITY_MESSAGES.verified(created.panelUsername));
    expect(answer.json().client.identity).toMatchObject({
      status: 'verified',
      verification: { note: 'DNI visto por videollamada', by: mine.staff[2].username },
    });
    const audits = await auditRowsOf(t.db, 'client.identity.verify', created.id);
    expect(audits.map((row) => row.after)).toEqual([
      { status: 'verified', note: 'DNI visto por videollamada' },
    ]);
  });

  it('a cashier (rol 3) may not verify; a note and a known status are required; no identity, nothing to verify', async () => {
    const created = (
      await create({ name: 'tomas vera', phone: nextPhone(), identity: identityFor('37888999') })
    ).json().client;
    expect((await verify(created.id, { status: 'verified', note: 'visto' }, cashier())).statusCode).toBe(403);
    const noNote = await verify(created.id, { status: 'rejected', note: ' ' });
    expect([noNote.statusCode, noNote.json().message]).toEqual([400, IDENTITY_MESSAGES.noteRequired]);
    const odd = await verify(created.id, { status: 'unverified', note: 'x' });
    expect([odd.statusCode, odd.json().message]).toEqual([400, IDENTITY_MESSAGES.statusInvalid]);
    const bare = (await create({ name: 'sin datos', phone: nextPhone() })).json().client;
    const none = await verify(bare.id, { status: 'verified', note: 'visto' });
    expect([none.statusCode, none.json().message]).toEqual([422, IDENTITY_MESSAGES.noIdentity]);
  });

  it('a change of the fields puts it back to sin verificar; saving them unchanged keeps the verification', async () => {
    const identity = identityFor('38999000');
    const created = (await create({ name: 'ines rio', phone: nextPhone(), identity })).json().client;
    await verify(created.id, { status: 'verified', note: 'DNI original' });
    const path = `/api/clients/${created.id}/identity`;
    const same = await t.inject(cashier(), 'PUT', path, { identity });
    expect(same.json().client.identity.status).toBe('verified');
    const changed = await t.inject(cashier(), 'PUT', path, {
      identity: { ...identity, fullName: 'Inés Río' },
    });
    expect(changed.json().client.identity).toMatchObject({ status: 'unverified', verification: null });
  });
});
