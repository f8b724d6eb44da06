import { describe, it, expect } from 'vitest';
import { receiptDetailLines } from './receipt-text';

describe('receiptDetailLines', () => {
  it('lists sender, date and reference', () => {
    expect(
      receiptDetailLines({
        amountCentavos: 1,
        bankName: 'B',
        sender: 'Ana',
        date: new Date('2024-03-05T15:07:00Z'),
        reference: 'R1',
      }),
    ).toEqual(['De: Ana', 'Fecha: 05/03/2024 12:07', 'Referencia: R1']);
  });
});
