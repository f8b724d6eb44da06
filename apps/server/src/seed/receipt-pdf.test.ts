import { describe, it, expect } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf';

const receipt = {
  amountCentavos: 1_234_567,
  bankName: 'Banco Galicia',
  sender: 'María (Núñez) \\ Co',
  date: new Date('2024-03-05T15:07:00Z'),
  reference: 'TRX-0042/2024',
};

describe('renderReceiptPdf', () => {
  const pdf = renderReceiptPdf(receipt);
  const text = pdf.toString('latin1');

  it('starts with %PDF-1.4 and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF')).toBe(true);
  });

  it('has an xref table whose every in-use offset points at "N 0 obj"', () => {
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF$/.exec(text)?.[1]);
    expect(text.startsWith('xref', startxref)).toBe(true);

    const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
    const count = Number(header?.[1]);
    expect(count).toBeGreaterThan(1);

    const entriesStart = startxref + (header?.[0].length ?? 0);
    const entries = Array.from({ length: count }, (_, i) =>
      text.slice(entriesStart + i * 20, entriesStart + (i + 1) * 20),
    );
    expect(entries[0]).toBe('0000000000 65535 f \n');
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      expect(text.startsWith(`${i + 1} 0 obj`, offset), `object ${i + 1} at ${offset}`).toBe(true);
    });

    expect(text).toMatch(new RegExp(`trailer\\s*<< /Size ${count} /Root 1 0 R >>`));
  });

  it('declares the content stream length correctly', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    expect(match).not.toBeNull();
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(text.slice(start + Number(match?.[1]), start + Number(match?.[1]) + 'endstream'.length)).toBe(
      'endstream',
    );
  });

  it('writes the receipt lines with Helvetica/WinAnsi, escaping parentheses, backslashes and non-ASCII', () => {
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('(Comprobante de transferencia) Tj');
    expect(text).toContain('($ 12.345,67) Tj');
    expect(text).toContain('(Banco Galicia) Tj');
    expect(text).toContain('(De: Mar\\355a \\(N\\372\\361ez\\) \\\\ Co) Tj');
    expect(text).toContain('(Fecha: 05/03/2024 12:07) Tj');
    expect(text).toContain('(Referencia: TRX-0042/2024) Tj');
  });

  it('is pure ASCII after the binary-marker comment line', () => {
    const body = pdf.subarray(pdf.indexOf('\n', 9) + 1);
    expect([...body].every((b) => b < 0x80)).toBe(true);
  });

  it('degrades characters outside WinAnsi instead of emitting them', () => {
    const odd = renderReceiptPdf({ ...receipt, sender: 'Łódź 🏦 € – ok' }).toString('latin1');
    // Ł has no decomposition → '?'; ó is Latin-1 → \363; ź → z; € and – are WinAnsi 0x80 and 0x96.
    expect(odd).toContain('(De: ?\\363dz ? \\200 \\226 ok) Tj');
  });

  it('shrinks, then truncates, lines too long for the page', () => {
    const long = renderReceiptPdf({ ...receipt, sender: 'Sociedad Anónima '.repeat(40) }).toString('latin1');
    const line = /\(De: ([^)]*)\) Tj/.exec(long);
    expect(line?.[1]).toMatch(/\.\.\.$/);
    expect(line?.[1]?.length).toBeLessThan(120);
    expect(long).toMatch(/\/F1 8 Tf [^\n]*\(De: /);
  });
});
