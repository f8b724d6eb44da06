import { describe, expect, it } from 'vitest';
import { buildCbu } from '@panel/domain/bank-accounts/cbu';
import { BANK_ACCOUNT_SORT_KEYS } from '@panel/domain/bank-accounts/bank-account-list';
import { BANK_SORT_KEYS } from '@panel/domain/banks/bank-list';
import { IGNORED_NUMBER_SORT_KEYS } from '@panel/domain/ignored-numbers/ignored-number-list';
import { ISLAND_SORT_KEYS } from '@panel/domain/islands/island-list';
import { LIST_MESSAGES } from '@panel/domain/lists/list-query';
import { bankAccounts } from '../db/schema';
import { useTestApp } from '../../test/test-app';
import { csvRows } from '../../test/csv-rows';
import { islandWithStaff } from '../../test/factories';
import { createBank } from '../../test/receipt-factory';

const t = useTestApp();

/** An island with three wallets in two banks (balances in centavos). */
async function islandWithAccounts() {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  const nacion = await createBank(t.db, { tenantId: island.id, bankname: 'Banco Nación' });
  const galicia = await createBank(t.db, { tenantId: island.id, bankname: 'Galicia' });
  const cbu = (n: number) => buildCbu('0720123', String(island.id * 10 + n).padStart(13, '0'));
  await t.db.insert(bankAccounts).values([
    { tenantId: island.id, bankId: nacion.id, name: 'Ana', number: cbu(1), amount: 100_00 },
    { tenantId: island.id, bankId: galicia.id, name: 'Bruno', number: cbu(2), amount: 50_50, active: false },
    { tenantId: island.id, bankId: nacion.id, name: 'Carla', number: cbu(3), amount: 300_00 },
  ]);
  return { staff, cbu };
}

/** A CSV export that answered 200. */
async function exported(token: string, url: string) {
  const response = await t.inject(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('list exports (docs/features/lists.md)', () => {
  it('exports the accounts in the order and with the search the list uses, CBU kept as text', async () => {
    const { staff, cbu } = await islandWithAccounts();
    const byAmount = await exported(staff[3].token, '/api/bankaccount/export.csv?sort=amount&dir=desc');
    expect(byAmount.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byAmount.headers['content-disposition']).toBe('attachment; filename="cuentas.csv"');
    expect(csvRows(byAmount.body)).toEqual([
      ['Banco', 'Titular', 'Total', 'CBU', 'Activa'],
      ['Banco Nación', 'Carla', '300', `"\t${cbu(3)}"`, 'Sí'],
      ['Banco Nación', 'Ana', '100', `"\t${cbu(1)}"`, 'Sí'],
      ['Galicia', 'Bruno', '50,5', `"\t${cbu(2)}"`, 'No'],
    ]);

    // 'nacion' finds 'Banco Nación' (accents and case aside); sorted by holder, descending.
    const searched = await t.inject(
      staff[1].token,
      'GET',
      '/api/bankaccount/export.csv?q=nacion&sort=name&dir=desc',
    );
    expect(csvRows(searched.body).map((row) => row[1])).toEqual(['Titular', 'Carla', 'Ana']);

    // The spec's list call answers as before: every account, by id.
    const list = await t.inject(staff[3].token, 'GET', '/api/bankaccount');
    expect(list.json().items.map((a: { name: string }) => a.name)).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('answers a search that matches nothing with the header alone', async () => {
    const { staff } = await islandWithAccounts();
    const none = await t.inject(staff[2].token, 'GET', '/api/bankaccount/export.csv?q=zzz');
    expect(csvRows(none.body)).toEqual([['Banco', 'Titular', 'Total', 'CBU', 'Activa']]);
  });

  it('leaves the signed-in user out of the users CSV, as the list does', async () => {
    const { staff } = await islandWithAccounts();
    const response = await t.inject(staff[1].token, 'GET', `/api/user/export.csv?q=${staff[2].username}`);
    expect(csvRows(response.body)).toEqual([
      ['Nombre de usuario', 'Estado', 'E-mail', 'Isla', 'Rol'],
      [staff[2].username, 'Activo', expect.any(String), expect.any(String), '2 · Moderador'],
    ]);
    const self = await t.inject(staff[1].token, 'GET', `/api/user/export.csv?q=${staff[1].username}`);
    expect(csvRows(self.body)).toHaveLength(1);
  });

  it('exports the ignored numbers as the list shows them: searched, sorted, digits kept as text', async () => {
    const { staff } = await islandWithAccounts();
    for (const phone of ['01155550009', '1155550010', '2215550001'])
      await t.inject(staff[2].token, 'POST', '/api/ignore', { phone });
    const list = (await t.inject(staff[2].token, 'GET', '/api/ignore')).json().items;
    expect(list.map((item: { phone: string }) => item.phone)).toEqual([
      '01155550009',
      '1155550010',
      '2215550001',
    ]);

    const response = await exported(staff[2].token, '/api/ignore/export.csv?q=5555&sort=phone&dir=desc');
    expect(response.headers['content-disposition']).toBe('attachment; filename="numeros-ignorados.csv"');
    // By value, descending: 2215550001 is not matched by '5555'; 1155550010 before 01155550009.
    expect(csvRows(response.body)).toEqual([['Número'], ['"\t1155550010"'], ['"\t01155550009"']]);
  });

  it.each([
    ['/api/ignore/export.csv?sort=id', LIST_MESSAGES.sort(IGNORED_NUMBER_SORT_KEYS)],
    ['/api/bankaccount/export.csv?sort=saldo', LIST_MESSAGES.sort(BANK_ACCOUNT_SORT_KEYS)],
    ['/api/bankaccount/export.csv?sort=name&dir=up', LIST_MESSAGES.dir],
    [`/api/bankaccount/export.csv?q=${'x'.repeat(101)}`, LIST_MESSAGES.search],
    ['/api/bankaccount/export.csv?page=0', LIST_MESSAGES.page],
    ['/api/banks/export.csv?sort=amount', LIST_MESSAGES.sort(BANK_SORT_KEYS)],
    ['/api/user/export.csv?dir=sideways', LIST_MESSAGES.dir],
    ['/api/tenants/export.csv?sort=key', LIST_MESSAGES.sort(ISLAND_SORT_KEYS)],
    ['/api/bots/export.csv?page=abc', LIST_MESSAGES.page],
  ])('refuses %s with a Spanish 400', async (url, message) => {
    const { staff } = await islandWithAccounts();
    const response = await t.inject(staff[1].token, 'GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
