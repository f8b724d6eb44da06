/**
 * CBU (Clave Bancaria Uniforme): 22 digits in two blocks, each closed by a check digit.
 * Block 1: bank (3) + branch (4) + check; block 2: account (13) + check.
 */
const BLOCK1_WEIGHTS = [7, 1, 3, 9, 7, 1, 3];
const BLOCK2_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3];

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return (10 - (sum % 10)) % 10;
}

export const CBU_MESSAGES = {
  length: 'El CBU debe tener 22 dígitos',
  checkDigits: 'El CBU no es válido: revise los dígitos verificadores',
} as const;

/** Undefined when valid, else the message that says what is wrong. */
export function cbuMessage(cbu: string): string | undefined {
  if (!/^\d{22}$/.test(cbu)) return CBU_MESSAGES.length;
  if (checkDigit(cbu.slice(0, 7), BLOCK1_WEIGHTS) !== Number(cbu[7])) return CBU_MESSAGES.checkDigits;
  if (checkDigit(cbu.slice(8, 21), BLOCK2_WEIGHTS) !== Number(cbu[21])) return CBU_MESSAGES.checkDigits;
  return undefined;
}

/** A valid CBU from bank+branch (7 digits) and account (13 digits): demo data and tests. */
export function buildCbu(bankAndBranch: string, account: string): string {
  return (
    bankAndBranch + checkDigit(bankAndBranch, BLOCK1_WEIGHTS) + account + checkDigit(account, BLOCK2_WEIGHTS)
  );
}

/** A valid CBU, the example the OpenAPI document shows. */
export const CBU_EXAMPLE = buildCbu('0110599', '9000000123456');
