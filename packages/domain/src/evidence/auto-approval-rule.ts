import { normalizePersonName } from './names';
import type { Agreement } from './notice-match';
import type { HolderSource } from './receipt-claims';

/**
 * When the system may approve a receipt on a bank notice alone (docs/features/evidence.md
 * 'Automatic approval'), and the Spanish reason it was held otherwise. Pure: the server gathers the
 * facts, this decides.
 */

/** Spanish reasons a strong match was not approved automatically, and the hand-approval refusal. */
export const AUTO_APPROVAL_TEXTS = {
  returned: 'Volvió de Pospuestos: lo decide una persona',
  severalNotices: (n: number) => `Hay ${n} avisos que podrían probarlo: lo decide una persona`,
  severalReceipts: (n: number) =>
    `El aviso podría probar ${n} comprobantes pendientes: lo decide una persona`,
  holderUnknown: 'No se leyó el titular del comprobante: no se sabe quién pagó',
  senderUnknown: 'El aviso no dice quién transfirió',
  holderDiffers: (from: string, holder: string) =>
    `Quien transfirió (${from}) no es el titular del comprobante (${holder})`,
  playerDiffers: (from: string, player: string) => `Quien transfirió (${from}) no es el jugador (${player})`,
  taxIdDiffers: 'El CUIT/CUIL del aviso no es el del comprobante',
  duplicate: 'Posible comprobante repetido',
  fourEyes: 'El monto pide la aprobación de dos personas',
  /** POST /api/put/{id} and /api/document/{id}: the transfer already credited another receipt. */
  usedNotice: (receiptId: number) =>
    `Este aviso ya confirmó el n.º ${receiptId}. Solo un supervisor puede aprobarlo igual.`,
} as const;

/** Audit action of a supervisor approving over a notice that already confirmed another receipt. */
export const USED_NOTICE_OVERRIDE_ACTION = 'receipt.used_notice_override';

export interface PayerSide {
  /** The notice's sender name. */
  from: string;
  /** The notice's sender CUIT/CUIL (digits), when the notifier sent one. */
  taxId: string | null;
}

export interface ReceiptPayer {
  /** What the receipt claims (receipt-claims.ts); a holder taken from the player's name is not a reading. */
  holderName: string | null;
  holderSource: HolderSource | null;
  holderTaxId: string | null;
  /** The player's name as registered; '' when the player row has none (created without one). */
  playerName: string;
}

/** Two person names agree when every word of the shorter is in the longer (accents and case aside). */
export function personNamesAgree(a: string | null, b: string | null): Agreement {
  const left = a ? normalizePersonName(a) : [];
  const right = b ? normalizePersonName(b) : [];
  if (!left.length || !right.length) return 'unknown';
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shorter.every((word) => longer.includes(word)) ? 'agrees' : 'differs';
}

const digits = (value: string | null) => (value ? value.replace(/\D/g, '') : '');

/**
 * Whether the notice's sender is this receipt's payer: the sender against the holder the receipt
 * was read with (server reading or the bot's titular), against the player's registered name when
 * there is one, and CUIT/CUIL against CUIT/CUIL when both sides carry it. The reason names the
 * first thing that fails; null when it agrees.
 */
export function payerHeldReason(notice: PayerSide, receipt: ReceiptPayer): string | null {
  const from = notice.from.trim();
  if (!normalizePersonName(from).length) return AUTO_APPROVAL_TEXTS.senderUnknown;
  const read =
    receipt.holderSource === 'reading' || receipt.holderSource === 'ocr' ? receipt.holderName : null;
  const holder = personNamesAgree(from, read);
  if (holder === 'unknown') return AUTO_APPROVAL_TEXTS.holderUnknown;
  if (holder === 'differs') return AUTO_APPROVAL_TEXTS.holderDiffers(from, read!);
  if (personNamesAgree(from, receipt.playerName) === 'differs')
    return AUTO_APPROVAL_TEXTS.playerDiffers(from, receipt.playerName.trim());
  const [noticeTax, receiptTax] = [digits(notice.taxId), digits(receipt.holderTaxId)];
  if (noticeTax && receiptTax && noticeTax !== receiptTax) return AUTO_APPROVAL_TEXTS.taxIdDiffers;
  return null;
}

/**
 * Whether a hand approval may take this notice as its transfer: not when anything says it is
 * someone else's (holder, player or CUIT/CUIL differ). Unknown is the person's call.
 */
export function payerMayBe(notice: PayerSide, receipt: ReceiptPayer): boolean {
  const read =
    receipt.holderSource === 'reading' || receipt.holderSource === 'ocr' ? receipt.holderName : null;
  if (personNamesAgree(notice.from, read) === 'differs') return false;
  if (personNamesAgree(notice.from, receipt.playerName) === 'differs') return false;
  const [noticeTax, receiptTax] = [digits(notice.taxId), digits(receipt.holderTaxId)];
  return !(noticeTax && receiptTax && noticeTax !== receiptTax);
}

export interface AutoApprovalFacts {
  /** It came back from 'Pospuestos' (an operator deferred it): people decide it. */
  returnedFromDeferral: boolean;
  /** Strong notice matches of the receipt (same amount, account, window, unused). */
  strongNotices: number;
  /** The sole strong notice, when there is exactly one. */
  notice: PayerSide | null;
  /** Pending receipts of the island the sole strong notice proves, this one included. */
  receiptsTheNoticeProves: number;
  payer: ReceiptPayer;
  duplicates: number;
  /** Centavos to credit, and the island's four-eyes limit (centavos) if set. */
  amount: number;
  fourEyesAbove: number | null;
}

export type AutoApprovalVerdict =
  | { approve: true }
  | { approve: false; /** null: no strong match, nothing to explain. */ held: string | null };

/** The system approves only when every condition holds; otherwise the first that failed, in Spanish. */
export function autoApprovalVerdict(f: AutoApprovalFacts): AutoApprovalVerdict {
  const held = (reason: string): AutoApprovalVerdict => ({ approve: false, held: reason });
  if (f.strongNotices === 0) return { approve: false, held: null };
  if (f.returnedFromDeferral) return held(AUTO_APPROVAL_TEXTS.returned);
  if (f.strongNotices > 1 || !f.notice) return held(AUTO_APPROVAL_TEXTS.severalNotices(f.strongNotices));
  if (f.receiptsTheNoticeProves > 1)
    return held(AUTO_APPROVAL_TEXTS.severalReceipts(f.receiptsTheNoticeProves));
  const payer = payerHeldReason(f.notice, f.payer);
  if (payer) return held(payer);
  if (f.duplicates > 0) return held(AUTO_APPROVAL_TEXTS.duplicate);
  if (f.fourEyesAbove !== null && f.amount > f.fourEyesAbove) return held(AUTO_APPROVAL_TEXTS.fourEyes);
  return { approve: true };
}
