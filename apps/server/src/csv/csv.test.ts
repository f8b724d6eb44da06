import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, keysetPages } from './csv';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell('ñandú')).toBe('ñandú');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+54911')).toBe("'+54911");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are data, not text a user typed.
    expect(csvCell(-1)).toBe('-1');
  });

  it('writes empty cells for null and CRLF line ends', () => {
    expect(csvLine(['a', null, undefined, 3])).toBe('a,,,3\r\n');
  });
});

describe('keyset pages', () => {
  it('walks all rows page by page after the last id', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    const asked: number[] = [];
    const pages = [];
    for await (const page of keysetPages(
      async (afterId, limit) => {
        asked.push(afterId);
        return rows.filter((r) => r.id > afterId).slice(0, limit);
      },
      (r) => [r.id],
      3,
    ))
      pages.push(page);
    expect(pages).toEqual([[[1], [2], [3]], [[4], [5], [6]], [[7]]]);
    expect(asked).toEqual([0, 3, 6]);
  });
});
