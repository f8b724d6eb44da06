/**
 * The held-out corpus's manifest says what each committed file shows (docs/features/receipt-reading.md
 * "Two corpora"): a bench figure is only as good as these truths. No OCR here, only the files and
 * the values' own rules.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cbuMessage } from '@panel/domain/bank-accounts/cbu';
import { READ_FIELD_NAMES } from '@panel/domain/receipt-reading/receipt-reading';
import { CORPUS_DIRS, loadCorpus } from '../../src/receipt-reading/corpus';

const BANK_APPS = [
  'Mercado Pago',
  'Banco Nación',
  'Galicia',
  'Santander',
  'BBVA',
  'Brubank',
  'Ualá',
  'Naranja X',
  'Cuenta DNI',
];

/** AFIP's CUIT/CUIL check digit, written here again so the test does not trust the generator. */
function cuitIsValid(taxId: string): boolean {
  if (!/^\d{11}$/.test(taxId)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(taxId[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(taxId[10]);
}

/** The text layer of a PDF's first page, joined without spaces or dashes. */
async function pdfText(file: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join('')
      .replace(/[\s-]/g, '');
  } finally {
    await doc.destroy();
  }
}

const corpus = await loadCorpus('heldout');
const dir = CORPUS_DIRS.heldout;

describe('held-out receipt corpus manifest', () => {
  it('lists files that exist, in the form their name says, under 6 MB in all', () => {
    let bytes = 0;
    for (const entry of corpus) {
      const file = path.join(dir, entry.file);
      expect(existsSync(file), entry.file).toBe(true);
      bytes += statSync(file).size;
      const ext = path.extname(entry.file);
      expect({ '.png': 'png', '.jpg': 'jpeg', '.pdf': 'pdf' }[ext], entry.file).toBe(entry.form);
    }
    expect(new Set(corpus.map((e) => e.file)).size).toBe(corpus.length);
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
  });

  it('has every app with at least nine receipts and every rendering kind', () => {
    const byApp = new Map<string, number>();
    for (const e of corpus) byApp.set(e.truth.bankApp, (byApp.get(e.truth.bankApp) ?? 0) + 1);
    for (const app of BANK_APPS) expect(byApp.get(app) ?? 0, app).toBeGreaterThanOrEqual(9);
    expect(new Set(corpus.map((e) => e.layout)).size).toBe(9);
    expect(new Set(corpus.map((e) => e.render))).toEqual(
      new Set(['share', 'whatsapp', 'scrolled', 'photo', 'pdf-image', 'pdf-text']),
    );
  });

  it('states every field in the wire format, with valid CUIT/CUIL and CBU/CVU check digits', () => {
    for (const { file, truth } of corpus) {
      expect(Object.keys(truth).sort(), file).toEqual([...READ_FIELD_NAMES].sort());
      expect(truth.amount, file).toMatch(/^\d+\.\d{2}$/);
      expect(Number(truth.amount), file).toBeGreaterThanOrEqual(100);
      expect(Number(truth.amount), file).toBeLessThanOrEqual(2_500_000);
      // Compared to the minute: the truth's seconds are always :00 (docs: "Two corpora").
      expect(truth.dateTime, file).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:00-03:00$/);
      expect(Number.isNaN(Date.parse(truth.dateTime)), file).toBe(false);
      expect(truth.operationNumber, file).toMatch(/^[0-9A-Z-]{6,}$/);
      expect(cuitIsValid(truth.senderTaxId), `${file} ${truth.senderTaxId}`).toBe(true);
      if (/^\d+$/.test(truth.receiverAccount))
        expect(cbuMessage(truth.receiverAccount), file).toBeUndefined();
      // An alias is 6 to 20 characters (BCRA): a longer one is no alias a bank would print.
      else expect(truth.receiverAccount, file).toMatch(/^(?=.{6,20}$)[a-z0-9]+(\.[a-z0-9]+){1,2}$/);
      expect(BANK_APPS, file).toContain(truth.bankApp);
      expect(truth.senderName.length, file).toBeGreaterThan(3);
      expect(truth.receiverName.length, file).toBeGreaterThan(3);
    }
  });

  it('has re-sent copies that point to another receipt and share its truth, and edited fakes', () => {
    const copies = corpus.filter((e) => e.copyOf);
    expect(copies.length).toBeGreaterThanOrEqual(5);
    for (const copy of copies) {
      const original = corpus.find((e) => e.file === copy.copyOf);
      expect(original, copy.file).toBeDefined();
      expect(original!.copyOf, copy.file).toBeUndefined();
      expect(copy.form, copy.file).not.toBe('pdf');
      expect(copy.truth, copy.file).toEqual(original!.truth);
    }
    const fakes = corpus.filter((e) => e.fake);
    expect(fakes.length).toBeGreaterThanOrEqual(5);
    for (const fake of fakes) {
      const source = corpus.find((e) => e.file === fake.editOf);
      expect(source, fake.file).toBeDefined();
      // Painted over: it shows another amount than the receipt it was made from, the rest the same.
      expect(fake.truth.amount, fake.file).not.toBe(source!.truth.amount);
      expect({ ...fake.truth, amount: '' }, fake.file).toEqual({ ...source!.truth, amount: '' });
    }
  });

  it("prints each truth on the receipt: the text PDFs' text layer holds every value", async () => {
    const texts = corpus.filter((e) => e.render === 'pdf-text');
    expect(texts.length).toBeGreaterThanOrEqual(9);
    for (const { file, truth } of texts) {
      const text = await pdfText(path.join(dir, file));
      const upper = text.toUpperCase();
      const pesos = Number(truth.amount.split('.')[0]).toLocaleString('es-AR');
      expect(text, file).toContain(`$${pesos}`);
      expect(upper, file).toContain(truth.operationNumber.replace(/-/g, ''));
      expect(text, file).toContain(truth.senderTaxId);
      expect(text, file).toContain(truth.receiverAccount);
      for (const name of [truth.senderName, truth.receiverName])
        expect(upper, file).toContain(name.toUpperCase().replace(/\s/g, ''));
      const [hour, minute] = truth.dateTime.slice(11, 16).split(':').map(Number);
      const h12 = `${String(hour! % 12 || 12).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      expect(
        [truth.dateTime.slice(11, 16), h12].some((t) => text.includes(t)),
        file,
      ).toBe(true);
    }
  });
});
