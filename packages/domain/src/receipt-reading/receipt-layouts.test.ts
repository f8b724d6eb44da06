import { describe, expect, it } from 'vitest';
import { TRUSTED_CONFIDENCE } from './receipt-reading';
import { parseReceiptText, type ReadFields, type TextLine, type WordBox } from './receipt-parser';

/**
 * Word-box fixtures: each row of a phone receipt (360 px wide) as OCR hands it over, every word with
 * its box. A row is cells split by ' | ': the first starts at the left margin, the last ends at the
 * right one (a label and its right-aligned value); '#40 ' before a row makes its text 40 px tall
 * (the headline amount), '~0.6 ' sets its words' confidence. Written from the apps' receipts, not
 * from any corpus (docs/features/receipt-reading.md, 'Corpus and benchmark').
 */
function page(rows: string): TextLine[] {
  let y = 20;
  return rows
    .trim()
    .split('\n')
    .map((row) => {
      let rest = row.trim();
      let size = 16;
      let confidence = 0.93;
      for (let m = /^([#~])([\d.]+)\s+/.exec(rest); m; m = /^([#~])([\d.]+)\s+/.exec(rest)) {
        if (m[1] === '#') size = Number(m[2]);
        else confidence = Number(m[2]);
        rest = rest.slice(m[0].length);
      }
      const cells = rest.split(' | ');
      const words: WordBox[] = [];
      const width = (text: string) => text.length * size * 0.55;
      let end = 0;
      cells.forEach((cell, i) => {
        const total = width(cell);
        // First at the left margin, last at the right one, any between three letters' gap apart.
        let x =
          i === 0 ? 24 : i === cells.length - 1 ? Math.max(336 - total, end + size * 3) : end + size * 3;
        end = x + total;
        for (const text of cell.split(' ')) {
          words.push({ text, x0: x, y0: y, x1: x + width(text), y1: y + size, confidence });
          x += width(text) + size * 0.3;
        }
      });
      y += size * 1.8;
      return { text: cells.join('    '), confidence, words };
    });
}
const values = (fields: ReadFields) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.value]));
const trusted = (fields: ReadFields) =>
  Object.entries(fields)
    .filter(([, f]) => f.confidence >= TRUSTED_CONFIDENCE)
    .map(([k]) => k)
    .sort();

// CUITs and CBUs below carry valid check digits (tax-ids.ts, accounts.ts).
const SENDER_CUIT = '27123456780';
const RECEIVER_CUIT = '20334445551';
const CBU = '0170099220000067797370';
const CVU = '0000003100010000000016';

describe('nine layouts read from word boxes', () => {
  it.each<[string, string, Record<string, string>]>([
    [
      'Mercado Pago (headline amount, no label; labels above their values)',
      `mercado pago
      Comprobante de transferencia
      Sábado, 12 de setiembre de 2026 a las 15:30 hs
      #40 $ 15.300
      De
      Martina López
      CUIT/CUIL: 27-12345678-0
      Mercado Pago
      Para
      Juan Pérez
      CVU: 0000 0031 0001 0000 0000 16
      Número de operación de Mercado Pago
      84512345678`,
      {
        amount: '15300.00',
        dateTime: '2026-09-12T15:30:00-03:00',
        senderName: 'Martina López',
        senderTaxId: SENDER_CUIT,
        receiverName: 'Juan Pérez',
        receiverAccount: CVU,
        operationNumber: '84512345678',
        bankApp: 'Mercado Pago',
      },
    ],
    [
      'Banco Nación (label left, value right; date and time on their own rows)',
      `BNA+ | Banco de la Nación Argentina
      Comprobante de Transferencia
      Fecha | 01/02/2026
      Hora | 21:31:34
      #24 Importe | $ 7.500,00
      Cuenta origen | CA $ 0123-4567890/1
      Titular cuenta origen | MARTINA LOPEZ
      CUIT/CUIL origen | ${SENDER_CUIT}
      Titular cuenta destino | JUAN PEREZ
      CBU/CVU destino | ${CBU}
      Nro. de transacción | 051565564`,
      {
        amount: '7500.00',
        dateTime: '2026-02-01T21:31:34-03:00',
        senderName: 'MARTINA LOPEZ',
        senderTaxId: SENDER_CUIT,
        receiverName: 'JUAN PEREZ',
        receiverAccount: CBU,
        operationNumber: '051565564',
        bankApp: 'Banco Nación',
      },
    ],
    [
      'Galicia (the account type under Origen is not the sender)',
      `Galicia
      Transferencia realizada
      #36 $250.000,00
      12/03/2026 - 03:30 p. m.
      Origen
      CA - 4021-1234567/8
      Martina López
      Destino
      Juan Pérez
      CUIT 20-33444555-1
      CBU | ${CBU}
      Número de comprobante | 1234 5678 9012`,
      {
        amount: '250000.00',
        dateTime: '2026-03-12T15:30:00-03:00',
        senderName: 'Martina López',
        receiverName: 'Juan Pérez',
        receiverAccount: CBU,
        operationNumber: '123456789012',
        bankApp: 'Galicia',
      },
    ],
    [
      'Santander (to an alias, time with seconds)',
      `Santander
      Comprobante de transferencia
      #30 Monto | $ 2.000,00
      Fecha de ejecución | 12/03/2026 14:35:10
      Ordenante | Martina López
      CUIT ordenante | 27-12345678-0
      Beneficiario | Juan Pérez
      Alias | JUAN.PEREZ.MP
      Número de comprobante | 12345678`,
      {
        amount: '2000.00',
        dateTime: '2026-03-12T14:35:10-03:00',
        senderName: 'Martina López',
        senderTaxId: SENDER_CUIT,
        receiverName: 'Juan Pérez',
        receiverAccount: 'juan.perez.mp',
        operationNumber: '12345678',
        bankApp: 'Santander',
      },
    ],
    [
      'BBVA (lower-case reference, 12-hour time)',
      `BBVA
      Transferencia exitosa
      #34 $ 1.500,50
      Importe | $ 1.500,50
      Fecha | 12 mar 2026 09:05 a. m.
      Desde | Martina López
      CUIT | 27-12345678-0
      Hacia | Juan Pérez
      CBU | ${CBU}
      Nro. de referencia | tx12ab3456`,
      {
        amount: '1500.50',
        dateTime: '2026-03-12T09:05:00-03:00',
        senderName: 'Martina López',
        senderTaxId: SENDER_CUIT,
        receiverName: 'Juan Pérez',
        receiverAccount: CBU,
        operationNumber: 'TX12AB3456',
        bankApp: 'BBVA',
      },
    ],
    [
      'Brubank (the receiver under the amount, a receiver CUIT and no sender CUIT)',
      `brubank
      Enviaste
      #38 $1.500,50
      a Juan Pérez
      Fecha | 12/03/26 14:35 hs
      Para | Juan Pérez
      CUIT | 20-33444555-1
      CVU destino | ${CVU}
      Desde | Martina López
      ID de transacción | 123456789012`,
      {
        amount: '1500.50',
        dateTime: '2026-03-12T14:35:00-03:00',
        senderName: 'Martina López',
        receiverName: 'Juan Pérez',
        receiverAccount: CVU,
        operationNumber: '123456789012',
        bankApp: 'Brubank',
      },
    ],
    [
      'Ualá (receiver first, then sender; the time on its own row)',
      `ualá
      ¡Listo! Transferiste
      #40 $ 1.000.000,00
      Para
      Juan Pérez
      CBU/CVU: ${CBU}
      De
      Martina López
      CUIL: 27-12345678-0
      12 de marzo de 2026
      09:05:44 hs
      Código de operación | 1234567890`,
      {
        amount: '1000000.00',
        dateTime: '2026-03-12T09:05:44-03:00',
        senderName: 'Martina López',
        senderTaxId: SENDER_CUIT,
        receiverName: 'Juan Pérez',
        receiverAccount: CBU,
        operationNumber: '1234567890',
        bankApp: 'Ualá',
      },
    ],
    [
      'Naranja X (two columns: De and Para side by side)',
      `naranja X
      Transferencia enviada
      #40 $ 99,99
      Fecha y hora | 12/03/2026 23:59
      Quién envía | Quién recibe
      Martina López | Juan Pérez
      CUIT ${SENDER_CUIT}
      CBU/CVU | ${CVU}
      N° de operación | 12345678901`,
      {
        amount: '99.99',
        dateTime: '2026-03-12T23:59:00-03:00',
        senderName: 'Martina López',
        senderTaxId: SENDER_CUIT,
        receiverName: 'Juan Pérez',
        receiverAccount: CVU,
        operationNumber: '12345678901',
        bankApp: 'Naranja X',
      },
    ],
    [
      'Cuenta DNI (the total transferred and a count of transfers)',
      `Cuenta DNI
      Banco Provincia
      Transferencia exitosa
      #36 $ 5.000,00
      Total: 2 transferencias
      Monto transferido | $ 5.000,00
      Fecha | 27 set 2026 - 18:02
      Titular | Martina López
      CUIL | 27-12345678-0
      Destinatario | Juan Pérez
      Alias | juan.perez.dni
      Nro. de control | ab-12345`,
      {
        amount: '5000.00',
        dateTime: '2026-09-27T18:02:00-03:00',
        senderName: 'Martina López',
        senderTaxId: SENDER_CUIT,
        receiverName: 'Juan Pérez',
        receiverAccount: 'juan.perez.dni',
        operationNumber: 'AB-12345',
        bankApp: 'Cuenta DNI',
      },
    ],
  ])('%s', (layout, rows, expected) => {
    const parsed = parseReceiptText(page(rows));
    expect(values(parsed.fields)).toEqual(expected);
    // Mercado Pago's round headline stands alone: read, not trusted (a superscript's centavos may
    // have been lost; see 'the amount is never wrong and trusted').
    const alone = layout.startsWith('Mercado Pago');
    expect(parsed.fields.amount!.confidence >= TRUSTED_CONFIDENCE).toBe(!alone);
  });
});

describe('the amount is never wrong and trusted', () => {
  it('reads no amount from a run of digits under a money label', () => {
    const fields = parseReceiptText(page('Importe\n7440150\nCBU | 0170099220000067797370')).fields;
    expect(fields.amount).toBeUndefined();
  });

  it('does not trust a headline and a labelled amount that disagree', () => {
    const { amount } = parseReceiptText(page('#40 $ 5.000,00\nImporte | $ 6.231.513,00')).fields;
    expect(amount!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  });

  it('takes the tallest figure as the headline over a smaller balance printed first', () => {
    const { amount } = parseReceiptText(
      page('Saldo disponible | $ 200.000,00\n#40 $ 15.000,00\na Juan Pérez'),
    ).fields;
    expect(amount).toEqual({ value: '15000.00', confidence: expect.any(Number) });
    expect(amount!.confidence).toBeGreaterThanOrEqual(TRUSTED_CONFIDENCE);
  });

  it('reads a round headline that stands alone, untrusted; said twice, trusted', () => {
    // '$ 676⁴⁷' read as '$ 6767', or '$ 321.656⁰⁵' with its centavos lost, looks just like this.
    const alone = parseReceiptText(page('#40 $ 15.000\nDe | Martina López')).fields.amount!;
    expect(alone.value).toBe('15000.00');
    expect(alone.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
    const twice = parseReceiptText(page('#40 $ 15.000\nImporte | $ 15.000')).fields.amount!;
    expect(twice.confidence).toBeGreaterThanOrEqual(TRUSTED_CONFIDENCE);
  });

  it('reads centavos printed raised beside the headline, on its row or one of their own', () => {
    const word = (text: string, x0: number, y0: number, x1: number, y1: number): WordBox => ({
      text,
      x0,
      y0,
      x1,
      y1,
      confidence: 0.95,
    });
    const figure = {
      text: '$ 6.080',
      confidence: 0.95,
      words: [word('$', 22, 84, 40, 109), word('6.080', 46, 84, 130, 109)],
    };
    const raised = { text: '49', confidence: 0.95, words: [word('49', 131, 88, 148, 100)] };
    for (const lines of [
      [raised, figure],
      [figure, raised],
    ]) {
      const { amount } = parseReceiptText(lines).fields;
      expect(amount).toEqual({ value: '6080.49', confidence: expect.any(Number) });
      expect(amount!.confidence).toBeGreaterThanOrEqual(TRUSTED_CONFIDENCE);
    }
  });

  it('drops a figure whose centavos were cut after the comma, and doubts one that differs in them', () => {
    const { amount } = parseReceiptText(page('#40 $ 262.662,\nTotal transferi\n$ 262.662,12')).fields;
    expect(amount!.value).toBe('262662.12');
    const doubted = parseReceiptText(page('#40 $ 262.662\n$ 262.662,12')).fields.amount!;
    expect(doubted.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  });

  it.each(['$ 5.000.00', '$ 5,000,00', '$5.000.00'])(
    'reads %j (OCR’s dot for the comma), never trusted',
    (written) => {
      const { amount } = parseReceiptText(page(`#40 ${written}`)).fields;
      expect(amount!.value).toBe('5000.00');
      expect(amount!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
    },
  );

  it('keeps an amount whose words OCR doubts below the threshold', () => {
    const { amount } = parseReceiptText(page('~0.6 #40 $ 15.000')).fields;
    expect(amount!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  });

  it('trusts a check-digit-valid account and not a failing one', () => {
    const good = parseReceiptText(page(`Para | Juan Pérez\nCBU | ${CBU}`)).fields;
    const bad = parseReceiptText(page(`Para | Juan Pérez\nCBU | 0170099220000067797371`)).fields;
    expect(trusted(good)).toContain('receiverAccount');
    expect(bad.receiverAccount!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  });

  it('reads an unlabelled alias under the receiver’s name, untrusted', () => {
    const { receiverAccount } = parseReceiptText(
      page('Para\nJuan Pérez\njuan.perez.mp\nBanco Galicia S.A.U.'),
    ).fields;
    expect(receiverAccount!.value).toBe('juan.perez.mp');
    expect(receiverAccount!.confidence).toBeLessThan(TRUSTED_CONFIDENCE);
  });

  it('trusts an unlabelled valid CUIT in the sender’s block, and reads C.U.I.T.', () => {
    const unlabelled = parseReceiptText(page(`De\nMartina López\n27-12345678-0\nPara\nJuan Pérez`)).fields;
    expect(unlabelled.senderTaxId).toEqual({ value: SENDER_CUIT, confidence: expect.any(Number) });
    expect(unlabelled.senderTaxId!.confidence).toBeGreaterThanOrEqual(TRUSTED_CONFIDENCE);
    expect(parseReceiptText(page('C.U.I.T. | 27-12345678-0')).fields.senderTaxId?.value).toBe(SENDER_CUIT);
  });

  it('judges a value by its own words, not by its label’s', () => {
    const [heading, row] = page('Para\nAlias: nube-rio.faro');
    row!.words![1]!.confidence = 0.6;
    const { receiverAccount } = parseReceiptText([heading!, row!]).fields;
    expect(receiverAccount).toEqual({ value: 'nube-rio.faro', confidence: 0.6 });
  });

  it('never takes the receiver’s CUIT for the sender’s', () => {
    const fields = parseReceiptText(
      page(`Para | Juan Pérez\nCUIT | ${RECEIVER_CUIT}\nDe | Martina López`),
    ).fields;
    expect(fields.senderTaxId).toBeUndefined();
  });
});

describe('pairing by position', () => {
  it('reads a value OCR gave as its own line beside its label', () => {
    const [label, value] = page('Nro. de operación | 84512345678');
    const split = [
      { ...label!, text: 'Nro. de operación', words: label!.words!.slice(0, 3) },
      { ...value!, text: '84512345678', words: label!.words!.slice(3) },
    ];
    const rows = [...page('#40 $ 1.500'), ...split.reverse()];
    expect(parseReceiptText(rows).fields.operationNumber?.value).toBe('84512345678');
  });

  it('reads past an icon beside the value and a number printed in wide groups', () => {
    expect(
      parseReceiptText(page('Código de operación\n[D | 8451 2345 678')).fields.operationNumber?.value,
    ).toBe('84512345678');
    expect(parseReceiptText(page('N° de operación | 1234 | 5678 | 9012')).fields.operationNumber?.value).toBe(
      '123456789012',
    );
    // The same below the label: the first group alone is no number, the last alone is not all of it.
    expect(
      parseReceiptText(page('Código de transacción\n8556 | 05505 | j')).fields.operationNumber?.value,
    ).toBe('855605505');
  });

  it('reads the name a heading’s inner label gives, never the label itself', () => {
    const fields = parseReceiptText(
      page('Origen\nNombre | Martina López\nDestino\nTitular | Juan Pérez'),
    ).fields;
    expect(values(fields)).toMatchObject({ senderName: 'Martina López', receiverName: 'Juan Pérez' });
    expect(parseReceiptText(page('De\nPara\nJuan Pérez')).fields.senderName).toBeUndefined();
  });

  it.each([
    ['Nro, de operación | 1234567', '1234567'],
    ['1D de transacción | 123456789012', '123456789012'],
    ['C0digo de operación | 1234567890', '1234567890'],
    ['Número de referencia | TX 1234 5678', 'TX12345678'],
    ['Nro. de control | 555111\nNúmero de operación | 84512345678', '84512345678'],
  ])('reads OCR’s and the banks’ wordings: %j', (rows, operationNumber) => {
    expect(parseReceiptText(page(rows)).fields.operationNumber?.value).toBe(operationNumber);
  });

  it.each([
    'Referencia | Alquiler marzo 2026',
    'Código de operación\n14:35:22',
    'Nro. de operación | 12-03-2026',
  ])('reads no operation number from a year, a time or a date: %j', (rows) => {
    expect(parseReceiptText(page(rows)).fields.operationNumber).toBeUndefined();
  });

  it('takes no date for an operation number after a heading that is no label', () => {
    const fields = parseReceiptText(page('Comprobante de transferencia\n12/03/2026 14:35')).fields;
    expect(fields.operationNumber).toBeUndefined();
  });
});

describe('a name a narrow screen wrapped at a space (docs/features/receipt-reading.md)', () => {
  const stacked = (name: string, below: string) =>
    parseReceiptText(page(`Importe | $ 1.500,00\nOrigen\nNombre\n${name}\n${below}\nCUIL\n27-12345678-0`))
      .fields.senderName;

  it('joins the rest below when its first word could not have fitted after the name', () => {
    // The name's row ends 34 px short of the right edge; 'Díaz' and a space need 44.
    const name = stacked('Agustina Florencia Maldonado Ruiz', 'Díaz');
    expect(name?.value).toBe('Agustina Florencia Maldonado Ruiz Díaz');
    expect(name!.confidence).toBeGreaterThanOrEqual(TRUSTED_CONFIDENCE);
  });

  it('leaves a row of its own alone: it would have fitted after the name', () => {
    expect(stacked('Hernán Carrizo', 'Pérez')?.value).toBe('Hernán Carrizo');
  });
});
