import { describe, expect, it } from 'vitest';
import { applyListQuery, foldForSearch, type ListColumn } from './list-columns';

interface Row {
  name: string;
  amount: number | null;
}
const columns: ListColumn<Row, 'name' | 'amount'>[] = [
  { key: 'name', label: 'Nombre', value: (row) => row.name, searchable: true },
  { key: 'amount', label: 'Monto', value: (row) => row.amount, numeric: true },
];
const rows: Row[] = [
  { name: 'Nación', amount: 10 },
  { name: 'banco 10', amount: null },
  { name: 'Banco 9', amount: 2 },
  { name: 'Ámbar', amount: 10 },
];
const names = (query: Parameters<typeof applyListQuery<Row, 'name' | 'amount'>>[2]) =>
  applyListQuery(rows, columns, query).map((row) => row.name);

describe('applyListQuery (docs/features/lists.md)', () => {
  it('keeps the server order without a sort', () => {
    expect(names({})).toEqual(['Nación', 'banco 10', 'Banco 9', 'Ámbar']);
  });

  it('sorts text in Spanish order, case and accents aside, numbers inside text by value', () => {
    expect(names({ sort: 'name' })).toEqual(['Ámbar', 'Banco 9', 'banco 10', 'Nación']);
    expect(names({ sort: 'name', dir: 'desc' })).toEqual(['Nación', 'banco 10', 'Banco 9', 'Ámbar']);
  });

  it('sorts figures by value, ties in the server order and empty values last both ways', () => {
    expect(names({ sort: 'amount' })).toEqual(['Banco 9', 'Nación', 'Ámbar', 'banco 10']);
    expect(names({ sort: 'amount', dir: 'desc' })).toEqual(['Nación', 'Ámbar', 'Banco 9', 'banco 10']);
  });

  it('searches the searchable columns without regard to case or accents', () => {
    expect(names({ q: 'NACION' })).toEqual(['Nación']);
    expect(names({ q: 'amb' })).toEqual(['Ámbar']);
    expect(names({ q: '10' })).toEqual(['banco 10']);
    expect(names({ q: '  ' })).toHaveLength(4);
    expect(foldForSearch('Ñandú')).toBe('nandu');
  });
});
