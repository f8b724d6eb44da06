import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTO_APPROVAL_TEXTS as T,
  autoApprovalVerdict,
  payerHeldReason,
  payerMayBe,
  personNamesAgree,
  type AutoApprovalFacts,
} from './auto-approval-rule';

const proven: AutoApprovalFacts = {
  returnedFromDeferral: false,
  strongNotices: 1,
  notice: { from: 'MARTINA LOPEZ', taxId: null },
  receiptsTheNoticeProves: 1,
  payer: { holderName: 'Martina López', holderSource: 'ocr', holderTaxId: null, playerName: 'martina' },
  duplicates: 0,
  amount: 7_500_00,
  fourEyesAbove: null,
};

describe('autoApprovalVerdict', () => {
  it('approves the payer’s own transfer when every condition holds', () => {
    expect(autoApprovalVerdict(proven)).toEqual({ approve: true });
  });

  it('says nothing without a strong match', () => {
    expect(autoApprovalVerdict({ ...proven, strongNotices: 0, notice: null })).toEqual({
      approve: false,
      held: null,
    });
  });

  it.each<[string, Partial<AutoApprovalFacts>, string]>([
    ['back from Pospuestos', { returnedFromDeferral: true }, T.returned],
    ['two strong notices', { strongNotices: 2, notice: null }, T.severalNotices(2)],
    ['a notice that fits two pending receipts', { receiptsTheNoticeProves: 2 }, T.severalReceipts(2)],
    [
      'another sender',
      { notice: { from: 'Juan Díaz', taxId: null } },
      T.holderDiffers('Juan Díaz', 'Martina López'),
    ],
    [
      'a holder read but the player is someone else',
      { payer: { ...proven.payer, playerName: 'pedro' } },
      T.playerDiffers('MARTINA LOPEZ', 'pedro'),
    ],
    [
      'no holder read (only the player’s name)',
      { payer: { ...proven.payer, holderSource: 'player', holderName: 'martina' } },
      T.holderUnknown,
    ],
    ['an unknown sender', { notice: { from: ' - ', taxId: null } }, T.senderUnknown],
    [
      'CUIT/CUIL on both sides that differ',
      {
        notice: { from: 'Martina López', taxId: '20222222223' },
        payer: { ...proven.payer, holderTaxId: '27111111113' },
      },
      T.taxIdDiffers,
    ],
    ['a duplicate', { duplicates: 1 }, T.duplicate],
    ['an amount above four eyes', { fourEyesAbove: 7_000_00 }, T.fourEyes],
  ])('holds %s, saying why', (_, change, reason) => {
    expect(autoApprovalVerdict({ ...proven, ...change })).toEqual({ approve: false, held: reason });
  });

  it('a player row without a name leaves the holder to decide; one CUIT/CUIL alone is no objection', () => {
    expect(autoApprovalVerdict({ ...proven, payer: { ...proven.payer, playerName: '' } }).approve).toBe(true);
    expect(
      autoApprovalVerdict({ ...proven, notice: { from: 'Martina', taxId: '27111111113' } }).approve,
    ).toBe(true);
  });
});

describe('personNamesAgree', () => {
  it('every word of the shorter name in the longer, case and accents aside', () => {
    expect(personNamesAgree('MARTINA LOPEZ', 'Martina Belén López')).toBe('agrees');
    expect(personNamesAgree('Martina López', 'Juan López')).toBe('differs');
    expect(personNamesAgree('', 'Juan')).toBe('unknown');
    expect(personNamesAgree(null, 'Juan')).toBe('unknown');
  });
});

const WORDS = ['martina', 'juan', 'eva', 'lopez', 'diaz', 'rios', 'ana', 'perez'] as const;
const name = fc
  .uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));
const facts: fc.Arbitrary<AutoApprovalFacts> = fc.record({
  returnedFromDeferral: fc.boolean(),
  strongNotices: fc.nat(3),
  notice: fc.option(
    fc.record({ from: name, taxId: fc.option(fc.constantFrom('20111111113', '27222222223')) }),
  ),
  receiptsTheNoticeProves: fc.nat(3),
  payer: fc.record({
    holderName: fc.option(name),
    holderSource: fc.constantFrom('reading' as const, 'ocr' as const, 'player' as const, null),
    holderTaxId: fc.option(fc.constantFrom('20111111113', '27222222223')),
    playerName: fc.oneof(name, fc.constant('')),
  }),
  duplicates: fc.nat(2),
  amount: fc.integer({ min: 1, max: 10_000_000 }),
  fourEyesAbove: fc.option(fc.integer({ min: 1, max: 10_000_000 })),
});

describe('properties', () => {
  it('an approval always means the sender is the holder read and not another player, alone and clean', () => {
    fc.assert(
      fc.property(facts, (f) => {
        if (!autoApprovalVerdict(f).approve) return;
        expect(f.returnedFromDeferral).toBe(false);
        expect(f.strongNotices).toBe(1);
        expect(f.receiptsTheNoticeProves).toBeLessThanOrEqual(1);
        expect(f.duplicates).toBe(0);
        expect(['reading', 'ocr']).toContain(f.payer.holderSource);
        expect(personNamesAgree(f.notice!.from, f.payer.holderName)).toBe('agrees');
        expect(personNamesAgree(f.notice!.from, f.payer.playerName)).not.toBe('differs');
        if (f.notice!.taxId && f.payer.holderTaxId) expect(f.notice!.taxId).toBe(f.payer.holderTaxId);
        if (f.fourEyesAbove !== null) expect(f.amount).toBeLessThanOrEqual(f.fourEyesAbove);
      }),
      { numRuns: 500 },
    );
  });

  it('a held match always says why; a payer the rule accepts is one a hand approval may take', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const verdict = autoApprovalVerdict(f);
        if (!verdict.approve && f.strongNotices > 0) expect(verdict.held).toMatch(/\S/);
        if (f.notice && payerHeldReason(f.notice, f.payer) === null)
          expect(payerMayBe(f.notice, f.payer)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
