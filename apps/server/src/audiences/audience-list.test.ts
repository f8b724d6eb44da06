import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_SORT_KEYS } from '@panel/domain/audiences/audience-list';
import { LIST_MESSAGES, MAX_SEARCH } from '@panel/domain/lists/list-query';
import { audiences } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { csvRows } from '../../test/csv-rows';
import { useIslandWithStaff } from '../../test/factories';

const t = useTestApp();
const mine = useIslandWithStaff(t);
const other = useIslandWithStaff(t);

beforeAll(async () => {
  const range = (c: number, d: number, a: number) => ({
    chargesQuantityMin: c,
    chargesQuantityMax: c + 10,
    daysInactiveMin: d,
    daysInactiveMax: d + 5,
    chargeAmountMin: a,
    chargeAmountMax: a + 1000_00,
  });
  await t.db.insert(audiences).values([
    { tenantId: mine.island.id, name: 'Público 10', ...range(5, 30, 500_50) },
    { tenantId: mine.island.id, name: 'Ávidos', ...range(1, 60, 100_00) },
    { tenantId: mine.island.id, name: 'público 9', ...range(9, 0, 0) },
    { tenantId: other.island.id, name: 'Otra isla', ...range(0, 0, 0) },
  ]);
});

const exported = async (query: string, token = mine.staff[1].token) => {
  const response = await t.inject(token, 'GET', `/api/audiences/export.csv${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return csvRows(response.body);
};

describe('GET /api/audiences/export.csv (docs/features/lists.md)', () => {
  it('exports the audiences in the list’s order and search, each range’s ends apart', async () => {
    const [header, ...rows] = await exported('?sort=name');
    expect(header).toEqual([
      'Nombre',
      'Cantidad de cargas desde',
      'Cantidad de cargas hasta',
      'Días inactivo desde',
      'Días inactivo hasta',
      'Monto de carga desde',
      'Monto de carga hasta',
    ]);
    expect(rows).toEqual([
      ['Ávidos', '1', '11', '60', '65', '100', '1100'],
      ['público 9', '9', '19', '0', '5', '0', '1000'],
      ['Público 10', '5', '15', '30', '35', '500,5', '1500,5'],
    ]);
    const names = async (query: string) => (await exported(query)).slice(1).map((row) => row[0]);
    expect(await names('?sort=chargesQuantity&dir=desc')).toEqual(['público 9', 'Público 10', 'Ávidos']);
    expect(await names('?sort=daysInactive')).toEqual(['público 9', 'Público 10', 'Ávidos']);
    expect(await names('?sort=chargeAmount&dir=desc')).toEqual(['Público 10', 'Ávidos', 'público 9']);
    expect(await names('?q=PUBLICO&sort=name&dir=desc')).toEqual(['Público 10', 'público 9']);
    expect(await names('?q=zzz')).toEqual([]);
  });

  it('holds only the caller’s island', async () => {
    expect((await exported('', other.staff[1].token)).slice(1).map((row) => row[0])).toEqual(['Otra isla']);
  });

  it.each([
    ['?sort=nombre', LIST_MESSAGES.sort(AUDIENCE_SORT_KEYS)],
    ['?sort=name&dir=arriba', LIST_MESSAGES.dir],
    [`?q=${'a'.repeat(MAX_SEARCH + 1)}`, LIST_MESSAGES.search],
  ])('%s: 400 in Spanish', async (query, message) => {
    const response = await t.inject(mine.staff[1].token, 'GET', `/api/audiences/export.csv${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
