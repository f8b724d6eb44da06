import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCentavos, MAX_TYPED_CENTAVOS } from '../money';
import { parseReceiptText, type ReadFields, type TextLine } from './receipt-parser';

/** OCR lines at one confidence: one printed row per line, as docs/features/receipt-reading.md reads them. */
const ocr = (text: string, confidence = 0.9): TextLine[] =>
  text
    .trim()
    .split('\n')
    .map((line) => ({ text: line.trim(), confidence }));
const values = (fields: ReadFields) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.value]));
const read = (text: string) => values(parseReceiptText(ocr(text)).fields);
/** What a reading says as wire pesos for an amount in centavos. */
const wire = (centavos: number) => `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
/** One test a row: the text reads the value as `field`, or with no value, reads no `field`. */
const itReads = (field: keyof ReadFields, rows: [string, string][], title = '%j reads %s') =>
  it.each(rows)(title, (text, value) => {
    expect(read(text)[field]).toBe(value);
  });
const itReadsNo = (field: keyof ReadFields, texts: string[], title: string) =>
  it.each(texts)(title, (text) => {
    expect(read(text)[field]).toBeUndefined();
  });

// Rows follow each app's receipt (apps/server/tools/receipt-corpus/layouts.ts). CUITs carry valid check digits.
describe('parseReceiptText: the apps Argentine players pay from', () => {
  it.each<[string, string, Record<string, string>]>([
    [
      'Mercado Pago',
      `mercado pago
      Comprobante de transferencia
      Martes, 12 de marzo de 2026 a las 14:35 hs
      $ 15.300
      De
      Martina López
      CUIT/CUIL: 27-12345678-0
      Mercado Pago
      Para
      Juan Pérez
      CVU: 0000003100012345678901
      Número de operación de Mercado Pago
      84512345678`,
      {
        amount: '15300.00',
        dateTime: '2026-03-12T14:35:00-03:00',
        senderName: 'Martina López',
        senderTaxId: '27123456780',
        receiverName: 'Juan Pérez',
        receiverAccount: '0000003100012345678901',
        operationNumber: '84512345678',
        bankApp: 'Mercado Pago',
      },
    ],
    [
      'Brubank',
      `brubank
      Enviaste
      $1.500,50
      a Juan Pérez
      Fecha 12/03/26 14:35
      Desde Martina López
      CUIL 27123456780
      Para Juan Pérez
      CVU destino 1430001713000012345678
      ID de transacción 123456789012`,
      {
        amount: '1500.50',
        dateTime: '2026-03-12T14:35:00-03:00',
        senderName: 'Martina López',
        senderTaxId: '27123456780',
        receiverName: 'Juan Pérez',
        receiverAccount: '1430001713000012345678',
        operationNumber: '123456789012',
        bankApp: 'Brubank',
      },
    ],
    [
      'Ualá (the receiver first, then the sender)',
      `ualá
      ¡Listo! Transferiste
      $ 1.000.000,00
      Para
      Juan Pérez
      CBU/CVU: 3840200500000012345678
      De
      Martina López
      CUIL: 20-33444555-1
      Fecha 12 de marzo de 2026, 09:05
      Código de operación 1234567890`,
      {
        amount: '1000000.00',
        dateTime: '2026-03-12T09:05:00-03:00',
        senderName: 'Martina López',
        senderTaxId: '20334445551',
        receiverName: 'Juan Pérez',
        receiverAccount: '3840200500000012345678',
        operationNumber: '1234567890',
        bankApp: 'Ualá',
      },
    ],
    [
      'Galicia',
      `Galicia
      Transferencia realizada
      $250.000,00
      12/03/2026 - 14:35 h
      Origen
      Martina López
      CUIL 27-12345678-0
      Destino
      Juan Pérez
      CBU 0070012345678901234567
      Número de comprobante 1234567890`,
      {
        amount: '250000.00',
        dateTime: '2026-03-12T14:35:00-03:00',
        senderName: 'Martina López',
        senderTaxId: '27123456780',
        receiverName: 'Juan Pérez',
        receiverAccount: '0070012345678901234567',
        operationNumber: '1234567890',
        bankApp: 'Galicia',
      },
    ],
    [
      'Santander (to an alias)',
      `Santander
      Comprobante de transferencia
      Monto $ 2.000,00
      Fecha de ejecución 12/03/2026 14:35:10
      Ordenante Martina López
      CUIT ordenante 27-38111222-0
      Beneficiario Juan Pérez
      Alias JUAN.PEREZ.MP
      Número de comprobante 12345678`,
      {
        amount: '2000.00',
        dateTime: '2026-03-12T14:35:10-03:00',
        senderName: 'Martina López',
        senderTaxId: '27381112220',
        receiverName: 'Juan Pérez',
        receiverAccount: 'juan.perez.mp',
        operationNumber: '12345678',
        bankApp: 'Santander',
      },
    ],
    [
      'BBVA',
      `BBVA
      Transferencia exitosa
      Importe $ 1.500,50
      Fecha 12 mar 2026 14:35
      Desde Martina López
      CUIT 20123456786
      Hacia Juan Pérez
      CBU 0170012345678901234567
      Nro. de referencia TX12345678`,
      {
        amount: '1500.50',
        dateTime: '2026-03-12T14:35:00-03:00',
        senderName: 'Martina López',
        senderTaxId: '20123456786',
        receiverName: 'Juan Pérez',
        receiverAccount: '0170012345678901234567',
        operationNumber: 'TX12345678',
        bankApp: 'BBVA',
      },
    ],
    [
      'Naranja X',
      `naranja X
      Transferencia enviada
      $ 99,99
      Fecha y hora 12/03/2026 23:59
      Quién envía Martina López
      CUIT 27-12345678-0
      Quién recibe Juan Pérez
      CBU/CVU 4530000800012345678901
      N° de operación 12345678901`,
      {
        amount: '99.99',
        dateTime: '2026-03-12T23:59:00-03:00',
        senderName: 'Martina López',
        senderTaxId: '27123456780',
        receiverName: 'Juan Pérez',
        receiverAccount: '4530000800012345678901',
        operationNumber: '12345678901',
        bankApp: 'Naranja X',
      },
    ],
    [
      'Banco Nación (names in capitals, date and time on their own rows)',
      `BNA+ · Banco de la Nación Argentina
      Comprobante de Transferencia
      Fecha 01/02/2026
      Hora 09:05:44
      Importe $ 1.500,50
      Titular cuenta origen MARTINA LOPEZ
      CUIT/CUIL origen 20123456786
      Titular cuenta destino JUAN PEREZ
      CBU/CVU destino 0110012340012345678901
      Nro. de transacción 123456789`,
      {
        amount: '1500.50',
        dateTime: '2026-02-01T09:05:44-03:00',
        senderName: 'MARTINA LOPEZ',
        senderTaxId: '20123456786',
        receiverName: 'JUAN PEREZ',
        receiverAccount: '0110012340012345678901',
        operationNumber: '123456789',
        bankApp: 'Banco Nación',
      },
    ],
  ])('%s', (_app, text, expected) => {
    const parsed = parseReceiptText(ocr(text));
    expect(values(parsed.fields)).toEqual(expected);
    expect(parsed.looksLikeReceipt).toBe(true);
  });
});

describe('amounts as the receipts write them', () => {
  it.each([
    ['$ 1.500,50', '1500.50'],
    ['$1500,50', '1500.50'],
    ['$1.500,50', '1500.50'],
    ['1.500,50', '1500.50'],
    ['$ 1.500', '1500.00'],
    ['1.000.000', '1000000.00'],
    ['$ 1.000.000,00', '1000000.00'],
    ['ARS 1.500,50', '1500.50'],
    ['$ 15.300,5', '15300.50'],
    ['$ 0,01', '0.01'],
    ['$ 1 .500,50', '1500.50'], // OCR's gap before a separator
    ['$ 1.500 ,50', '1500.50'],
    ['$ 9.999.999.999.999,99', '9999999999999.99'],
  ])('Importe %s reads %s', (written, amount) => {
    expect(read(`Importe ${written}`).amount).toBe(amount);
  });

  it.each(['Importe', 'Monto', 'Monto transferido:', 'Total', 'Enviaste', 'Transferiste', 'Pagaste'])(
    'finds the amount after %s, on its line or the next',
    (label) => {
      expect(read(`${label} $ 1.500,50`).amount).toBe('1500.50');
      expect(read(`${label}\n$ 1.500,50`).amount).toBe('1500.50');
    },
  );

  it.each([
    ['nothing to credit', '$ 0,00'],
    ['a third decimal', '$ 1.500,505'],
    ['a broken group', '$ 1.5000'],
    ['more than 13 digits of pesos', '$ 12.345.678.901.234,00'],
  ])('reads no amount from %s (%s)', (_case, written) => {
    expect(read(`Importe ${written}`).amount).toBeUndefined();
  });

  it('joins a figure a narrow screen broke: the sign above it, the centavos below', () => {
    expect(read('$\n2.500.000,00\nFecha 01/05/2026').amount).toBe('2500000.00');
    expect(read('Importe transferido $ 2.500.000,\n00\nOrdenante').amount).toBe('2500000.00');
  });

  it('never reads an account after a $ as an amount', () => {
    expect(read('Cuenta CA $ 4052-6412111/7').amount).toBeUndefined();
    expect(read('$\n2.500.000,00\nCuenta CA $ 4052-6412111/7').amount).toBe('2500000.00');
  });

  it('takes the labelled amount over any other $ on the receipt', () => {
    expect(read('Saldo disponible $ 50.000,00\nImporte $ 1.500,50\nComisión $ 10,00').amount).toBe('1500.50');
  });

  it('without a label, takes the first $ amount that is not zero', () => {
    expect(read('Costo $ 0,00\n$ 1.500,50\n$ 2.000,00').amount).toBe('1500.50');
  });

  it('reads back every amount the money formatter writes, with or without the space', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_TYPED_CENTAVOS }), (centavos) => {
        const written = formatCentavos(centavos);
        expect(read(`Importe ${written}`).amount).toBe(wire(centavos));
        expect(read(written.replace('$ ', '$')).amount).toBe(wire(centavos));
      }),
    );
  });

  it('reads whole pesos written without centavos, as Mercado Pago does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999_999 }), (pesos) => {
        expect(read(formatCentavos(pesos * 100).replace(/,00$/, '')).amount).toBe(`${pesos}.00`);
      }),
    );
  });

  it('keeps the labelled amount wherever an unlabelled one stands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.boolean(),
        (labelled, other, otherFirst) => {
          const rows = [`Importe ${formatCentavos(labelled)}`, formatCentavos(other)];
          expect(read((otherFirst ? rows.reverse() : rows).join('\n')).amount).toBe(wire(labelled));
        },
      ),
    );
  });
});

describe('date and time', () => {
  itReads(
    'dateTime',
    [
      ['Fecha 12/03/2026 14:35', '2026-03-12T14:35:00-03:00'],
      ['Fecha 12-03-26 14:35', '2026-03-12T14:35:00-03:00'],
      ['Fecha 1/2/2026 9:05', '2026-02-01T09:05:00-03:00'],
      ['Fecha 12 mar. 2026 14:35', '2026-03-12T14:35:00-03:00'],
      ['Fecha 1 de febrero del 2026 09:05', '2026-02-01T09:05:00-03:00'],
      ['Jueves, 31 de diciembre de 2026 a las 23:59 hs', '2026-12-31T23:59:00-03:00'],
      ['Fecha y hora 12/03/2026 - 14:35:59', '2026-03-12T14:35:59-03:00'],
      ['Fecha 12/03/2026\nHora 9.05', '2026-03-12T09:05:00-03:00'],
      ['Hora 09:05\nFecha 12/03/2026', '2026-03-12T09:05:00-03:00'],
      ['Fecha 12/03/2026', '2026-03-12T00:00:00-03:00'],
      ['Fecha y hora 25/09/2026 - 05:3\n8', '2026-09-25T05:38:00-03:00'], // broken over two lines
      ['Fecha y hora jue 4 jun 2026 1\n7:07', '2026-06-04T17:07:00-03:00'],
      ['Fecha y hora 21 de septiembre de 2026 - 13:\n10h', '2026-09-21T13:10:00-03:00'],
      ['Fecha y hora 24 de marzo de 2026 - 07:1\n5h', '2026-03-24T07:15:00-03:00'],
      ['Fecha y hora 4 de febrero de 202\n6 - 08:25h', '2026-02-04T08:25:00-03:00'], // the year broken
    ],
    '%j is %s (Argentina, UTC-3)',
  );

  it('takes the first date on the receipt', () => {
    expect(read('Fecha 12/03/2026 14:35\nVence 15/04/2026').dateTime).toBe('2026-03-12T14:35:00-03:00');
  });

  itReadsNo(
    'dateTime',
    ['Fecha 31/13/2026', 'Fecha 00/03/2026', 'Fecha 12/03/1999', 'Fecha 12 foo 2026', 'CUIT 20-12345678-6'],
    'reads no date in %j',
  );
});

describe('operation number', () => {
  itReads('operationNumber', [
    ['Nro. de operación 12345678', '12345678'],
    ['N° de comprobante: 000123456', '000123456'],
    ['Comprobante Nº 98765', '98765'],
    ['Número de transacción\n987654321', '987654321'],
    ['Código de operación 1234567890', '1234567890'],
    ['ID de transacción 123456789012', '123456789012'],
    ['Nro. de referencia TX12345678', 'TX12345678'],
    ['Referencia ab12cd34', 'AB12CD34'],
    ['Nro. de control ABCD-1234', 'ABCD-1234'],
    ['Nro. de operación 12O45678', '12045678'], // OCR's O for a zero between digits
    ['Nro. de operación 8l2345', '812345'], // and l for a one
    ['Código de transacción 87953708\n08', '8795370808'], // broken over two lines
    ['Número de operación de\nMercado Pago\n16370788650', '16370788650'], // the label too
    ['Comprobante Ne\n5522902960', '5522902960'], // OCR's 'Ne' for 'Nº'
    ['Comprobante N*e 000046254828', '000046254828'],
    ['Código de transacción T8HJJENVV3', 'T8HJJENVV3'], // a code with two digits
    ['ID de la operación f2cdbe78f8do', 'F2CDBE78F8D0'], // hexadecimal has no O
    ['Código de transacción la63cb0f-4581', '1A63CB0F-4581'], // nor l
    ['ID de la operación 799849cdibbc', '799849CD1BBC'], // nor i
    ['Código de transacción 096ead42-2b\ncd', '096EAD42-2BCD'], // its rest below, letters alone
    ['Comprobante N2\n1980908137', '1980908137'], // OCR's 'N2' for 'Nº'
    ['Comprobante N2e\n8174989402', '8174989402'], // and 'N2e', 'N2Y'
    ['Comprobante N2Y    000098990949', '000098990949'],
    ['1D de la operación Sefdfcddo2bf', '5EFDFCDD02BF'], // hexadecimal in lower case, its 5 read S
    ['Código de transacción eBc6ef74-8879', 'E8C6EF74-8879'], // and its 8 read as a capital B
    ['Código de transacción Taabd332-75d5', '7AABD332-75D5'], // its 7 as a capital T
    ['ID de la operación F2CDBE78F8D0', 'F2CDBE78F8D0'], // a code in capitals keeps its B
    ['Código de operación 123456789\nBanco', '123456789'], // a word below is not its rest
    ['Código de transacción 096ead42-2b\nBeca', '096EAD42-2B'], // nor a word of hex letters in capitals
    ['Código de transacción WKKASAZAMR', 'WKKASAZAMR'], // capitals only, beside the operation's own label
    ['Código de transacción 39NQ4DDOBZ', '39NQ4DD0BZ'], // a code with digits has zeros, not O
    ['Código de transacción WKKOSAZAMR', 'WKKOSAZAMR'], // one of letters alone keeps its O
    ['Código de transacción 7HWPCC5)3V', '7HWPCC5J3V'], // OCR's ')' for a J
  ]);

  itReadsNo(
    'operationNumber',
    [
      'Comprobante de transferencia',
      'ID de operación 12',
      'Referencia ABCDEFGH',
      'Referencia ALQUILERES',
      'Nº de comprobante EXPENSAS',
      'Código de transacción Copiar',
      'OPERACION REALIZADA CON EXITO', // a sentence, not a code
      'Código de transacción REALIZADA CON EXITO',
      'Operación: TRANSFERENCIA',
    ],
    'reads none in %j',
  );
});

describe('operation number whose label was not read whole (operation-numbers.ts)', () => {
  itReads('operationNumber', [
    ['Número de operación de Mercado\nPago\n95362135862', '95362135862'], // the label wraps later
    ['ración 642268807', '642268807'], // what a photo's OCR left of 'Operación'
    ['número de\n90029176937', '90029176937'],
    ['1D de la operación\n3dac2117ee8d', '3DAC2117EE8D'],
    ['Banco Santander Argentina\n8337195278', '8337195278'], // no label left at all
    ['Banco Galicia\nE4F2-09AB-77CD', 'E4F2-09AB-77CD'],
    ['Banco Santander Argentina\nblf809dc-c173', 'B1F809DC-C173'], // hexadecimal once its l is a 1
  ]);

  itReadsNo(
    'operationNumber',
    [
      'Comprobante de transferencia\n23368486671', // a CUIT alone is the sender's or receiver's
      'Comprobante de transferencia\n$\n2.500.000,00', // an amount, its '$' on a line of its own
      'Transferencia realizada\n0000003116902876858200', // a CVU
      'Caja de ahorro 3187913-1 061-8',
      'perro.canela.arbol',
      'Compartir comprobante\nVolveralinicio',
    ],
    'reads none in %j',
  );

  it('trusts a number without a label least: under the duplicates’ threshold of 0.6', () => {
    const confidence = (text: string) => parseReceiptText(ocr(text, 0.95)).fields.operationNumber?.confidence;
    expect(confidence('Banco Santander Argentina\n8337195278')).toBe(0.5);
    expect(confidence('ración 642268807')).toBe(0.71);
  });
});

describe('CUIT/CUIL of the sender', () => {
  itReads('senderTaxId', [
    ['CUIT 20-12345678-6', '20123456786'],
    ['CUIL 27 12345678 0', '27123456780'],
    ['CUIT/CUIL: 30.71234567.1', '30712345671'],
    ['CUIL 23401112227', '23401112227'],
    // OCR's space beside a dash.
    ['CUIT/CUIL: 23-13134420- 1', '23131344201'],
    ['CUIT 20 -12345678 - 6', '20123456786'],
  ]);

  it('keeps the sender’s when the receiver’s follows', () => {
    expect(
      read('De Martina López\nCUIT 27-12345678-0\nPara Juan Pérez\nCUIT 20-12345678-6').senderTaxId,
    ).toBe('27123456780');
  });

  it('takes no second CUIT of one block when the heading between them was lost', () => {
    // The sender's did not read ('Para' lost too): the one that follows is the receiver's.
    const text = 'De\nMilagros Quiroga\nCUIT/CUIL: 23-1313#420-1\nAgustina Muñoz\nCUIT/CUIL: 23-33058942-6';
    expect(read(text).senderTaxId).toBeUndefined();
    expect(
      read('De\nMilagros Quiroga\nCUIT/CUIL: 23-13134420-1\nAgustina Muñoz\nCUIT/CUIL: 23-33058942-6')
        .senderTaxId,
    ).toBe('23131344201');
  });

  it('reads no CUIT that no known prefix starts', () => {
    expect(read('CUIT 12-12345678-6').senderTaxId).toBeUndefined();
  });
});

describe('receiving account', () => {
  itReads('receiverAccount', [
    ['CBU 0110012340012345678901', '0110012340012345678901'],
    ['CBU 0110 0123 4001 2345 6789 01', '0110012340012345678901'],
    ['CBU 0110O1234OO12345678901', '0110012340012345678901'], // OCR's O for zeros
    ['CVU destino: 0000003100012345678901', '0000003100012345678901'],
    ['Alias: JUAN.PEREZ.MP', 'juan.perez.mp'],
    ['Alias\nmartina.ahorro', 'martina.ahorro'],
    ['CBU destino 072007938800012\n3456788', '0720079388000123456788'], // broken over two lines
    ['CBU/CVU T10141743662429986584474', '0141743662429986584474'], // a mark glued to it
    // A photo cut the heading: what is left of 'Destinatario' still opens the receiver's block.
    [
      'Cuenta de origen\nCaja de ahorro en pesos 2568130\nAbril Toledo\ntinatario\nLudmila Aguirre\n0178384584778134753405',
      '0178384584778134753405',
    ],
    [
      'Cuenta de origen\nAbril Toledo\nDestii\nGastón Acuña\n0720687621456864037277',
      '0720687621456864037277',
    ],
  ]);

  it.each([
    ['a CVU a digit short', 'CVU 000000310001234567890'],
    ['an alias of digits', 'Alias 1.500.000'],
    ['an alias too short', 'Alias a.b'],
    ['the sender’s own CBU', 'De Martina López\nCBU 0110012340012345678901'],
    ['a lone CBU in the sender’s block', 'Cuenta de origen\nAbril Toledo\n0178384584778134753405'],
    ['a CBU and a glued mark whose check digits fail', 'CBU/CVU T10141743662429986584475'],
  ])('reads none from %s', (_case, text) => {
    expect(read(text).receiverAccount).toBeUndefined();
  });
});

describe('names', () => {
  it.each([
    ['Enviado por: Martina López', 'senderName', 'Martina López'],
    ['Remitente\nMARTINA LOPEZ', 'senderName', 'MARTINA LOPEZ'],
    ['Destinatario: Juan Pérez', 'receiverName', 'Juan Pérez'],
    ['$ 1.500,50\na Juan Pérez', 'receiverName', 'Juan Pérez'],
    ['Ordenante: LÓPEZ, MARTINA', 'senderName', 'LÓPEZ MARTINA'],
    ['Titular    Rocío Toledo Domíngu\nez\nCUIT 27-12345678-0', 'senderName', 'Rocío Toledo Domínguez'],
    ['Nombre Iñaki Maldona\ndo', 'senderName', 'Iñaki Maldonado'],
  ])('%j reads %s %j', (text, field, name) => {
    expect(read(text)[field]).toBe(name);
  });

  it('reads no name that is not words of letters, or is longer than a name', () => {
    expect(read('De 12345678').senderName).toBeUndefined();
    expect(read(`Para ${'Juan '.repeat(13)}`).receiverName).toBeUndefined();
    expect(read('$ 1.500,50\na juan').receiverName).toBeUndefined();
  });
});

describe('bank or app', () => {
  itReads(
    'bankApp',
    [
      ['Banco de la Nación Argentina', 'Banco Nación'],
      ['Cuenta DNI · Banco Provincia', 'Cuenta DNI'],
      ['Pagado con Naranja X a una cuenta de Brubank', 'Naranja X'],
      ['Galicia\nPara Juan Pérez\nMercado Pago', 'Galicia'],
    ],
    '%j is %s, the first one named',
  );
});

describe('confidence', () => {
  const lines = (rows: [string, number][]) => rows.map(([text, confidence]) => ({ text, confidence }));
  const confidences = (rows: [string, number][]) =>
    Object.fromEntries(
      Object.entries(parseReceiptText(lines(rows)).fields).map(([k, f]) => [k, f.confidence]),
    );

  it('gives a labelled field its own line’s confidence, the bank 0.9', () => {
    expect(
      confidences([
        ['Banco Galicia', 0.95],
        ['Importe $ 1.500,50', 0.83],
        ['Nro. de operación', 0.99],
        ['12345678', 0.71],
        ['Fecha 12/03/2026 14:35', 0.88],
      ]),
    ).toEqual({ amount: 0.83, operationNumber: 0.71, dateTime: 0.88, bankApp: 0.9 });
  });

  it('lowers the guesses: an unlabelled amount, a name under it, an unlabelled CUIT', () => {
    expect(
      confidences([
        ['20-12345678-6', 1],
        ['$ 1.500,50', 1],
        ['a Juan Pérez', 1],
      ]),
    ).toEqual({ amount: 0.85, receiverName: 0.8, senderTaxId: 0.7 });
  });

  it('never trusts a code whose letters OCR may have swapped, unless hexadecimal', () => {
    expect(confidences([['Código de transacción 941RF1087B', 0.95]])).toEqual({ operationNumber: 0.75 });
    expect(confidences([['ID de la operación F2CDBE78F8D0', 0.95]])).toEqual({ operationNumber: 0.95 });
  });

  it('does not trust a code with an unreadable piece below it: it may be cut short', () => {
    const code = (below: string) =>
      parseReceiptText(
        lines([
          ['Código de transacción 77233581-c', 0.93],
          [below, 0.95],
        ]),
      ).fields.operationNumber;
    expect(code('2d?')).toEqual({ value: '77233581-C', confidence: 0.75 });
    expect(code('2d2')).toEqual({ value: '77233581-C2D2', confidence: expect.closeTo(0.84, 2) });
    expect(code('Banco')).toEqual({ value: '77233581-C', confidence: 0.93 });
  });

  it('trusts an account before any heading less: a photo may have cut the sender’s block’s', () => {
    expect(confidences([['CVU: 0170099220000067797370', 0.9]])).toEqual({ receiverAccount: 0.77 });
    expect(confidences([['CVU destino: 0170099220000067797370', 0.9]])).toEqual({ receiverAccount: 0.9 });
    expect(
      confidences([
        ['Para', 0.9],
        ['CVU: 0170099220000067797370', 0.9],
      ]),
    ).toEqual({
      receiverAccount: 0.9,
    });
  });

  it('halves a CUIT whose check digit is wrong', () => {
    expect(confidences([['CUIT 20-12345678-7', 1]])).toEqual({ senderTaxId: 0.5 });
  });

  it('trusts a day without a time less, and a day and time on two lines as the weaker', () => {
    expect(confidences([['Fecha 12/03/2026', 1]])).toEqual({ dateTime: 0.6 });
    expect(
      confidences([
        ['Fecha 12/03/2026', 0.95],
        ['Hora 14:35', 0.7],
      ]),
    ).toEqual({ dateTime: 0.7 });
  });
});

describe('looksLikeReceipt: an amount or an operation number', () => {
  it.each([
    ['a chat screenshot', 'Hola! ya te transferí\n12/03/2026 14:35', false],
    ['a page with a name only', 'Para Juan Pérez\nCBU 0110012340012345678901', false],
    ['an operation number alone', 'Nro. de operación 12345678', true],
    ['an amount alone', '$ 1.500,50', true],
  ])('%s: %s', (_case, text, looks) => {
    expect(parseReceiptText(ocr(text)).looksLikeReceipt).toBe(looks);
  });

  it('is false for nothing read', () => {
    expect(parseReceiptText([])).toEqual({ fields: {}, looksLikeReceipt: false });
    expect(parseReceiptText(ocr('  \n|\n ¦ '))).toEqual({ fields: {}, looksLikeReceipt: false });
  });
});

describe('any OCR text', () => {
  const WORDS = [
    'Importe',
    '$',
    '1.500,50',
    'De',
    'Para',
    'CUIT',
    '20-12345678-6',
    'CBU',
    'Alias',
    'juan.mp',
  ];
  const MORE = [
    '0110012340012345678901',
    'Fecha',
    '12/03/2026',
    '14:35',
    'Nro. de operación',
    'TX1234',
    'Ualá',
    'a',
  ];
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.array(fc.constantFrom(...WORDS, ...MORE), { maxLength: 6 }).map((w) => w.join(' ')),
  );
  const line = fc.record({ text, confidence: fc.double({ min: -1, max: 2, noNaN: true }) });

  it('never throws; every confidence is 0 to 1 in hundredths; a receipt is one with an amount or number', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (input) => {
        const { fields, looksLikeReceipt } = parseReceiptText(input);
        for (const f of Object.values(fields)) {
          expect(f.confidence >= 0 && f.confidence <= 1).toBe(true);
          expect(Math.round(f.confidence * 100) / 100).toBe(f.confidence);
        }
        expect(looksLikeReceipt).toBe(!!(fields.amount || fields.operationNumber));
      }),
    );
  });
});
