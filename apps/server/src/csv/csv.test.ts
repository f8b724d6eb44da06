import { describe, expect, it } from 'vitest';
import { asText, attachment, csvCell, csvLine, keysetPages } from './csv';

describe('csv cells for a spreadsheet in Spanish (Argentina)', () => {
  it('quotes separators, quotes and line breaks; commas need no quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('a,b');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell('ñandú')).toBe('ñandú');
  });

  it('writes numbers with a decimal comma and no thousands mark, so they stay numbers', () => {
    expect(csvCell(1234.5)).toBe('1234,5');
    expect(csvCell(1500.25)).toBe('1500,25');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(0)).toBe('0');
  });

  it('keeps phones as text: a tab first, inside quotes', () => {
    expect(csvCell(asText('5491112345678'))).toBe('"\t5491112345678"');
    expect(csvCell(asText(null))).toBe('');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+54911')).toBe("'+54911");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell(asText('=1+1'))).toBe(`"\t'=1+1"`);
    // Numbers are data, not text a user typed.
    expect(csvCell(-1)).toBe('-1');
  });

  it("separates cells with ';', writes empty cells for null and ends lines with CRLF", () => {
    expect(csvLine(['a', null, undefined, 3, 2.5])).toBe('a;;;3;2,5\r\n');
  });
});

describe('the download name (Content-Disposition)', () => {
  it('keeps a plain name as it was, and sends one with accents whole in filename*', () => {
    expect(attachment('bancos.csv')).toBe('attachment; filename="bancos.csv"');
    expect(attachment('Público (VIP)_01-03-2025.csv')).toBe(
      `attachment; filename="Publico _VIP__01-03-2025.csv"; filename*=UTF-8''P%C3%BAblico%20%28VIP%29_01-03-2025.csv`,
    );
    expect(attachment('a"\r\nb.csv')).toBe(
      `attachment; filename="a___b.csv"; filename*=UTF-8''a%22%0D%0Ab.csv`,
    );
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
