import { LOGIN_MESSAGES } from './auth/login';
import { AUDIENCE_MESSAGES } from './audiences/audience-rules';
import { BANK_ACCOUNT_MESSAGES } from './bank-accounts/bank-account-rules';
import { BANK_MESSAGES } from './banks/bank-rules';
import { BOT_MESSAGES } from './bots/bot-rules';
import { PLAYER_MESSAGES } from './players/player-rules';
import { IGNORED_NUMBER_MESSAGES } from './ignored-numbers/ignored-number-rules';
import { IRESPONSE_MESSAGES } from './iresponses/iresponse-rules';
import { RECEIPT_MESSAGES } from './receipts/receipt-rules';
import { ISLAND_MESSAGES } from './islands/island-rules';
import { USER_MESSAGES } from './users/user-rules';

/**
 * Test cases only (the domain's and the server's missing-field tests): each form's fields in the
 * order its rules check them, with the value the web form sends when the field is empty, a filled
 * value, and the message the field answers when it is the first one empty.
 */
export interface FieldStep {
  field: string;
  empty: unknown;
  filled: unknown;
  message: string;
}
export interface FormCase {
  steps: FieldStep[];
  /** Fields always sent as they are (the mode of the form, or a field the steps rely on). */
  base?: Record<string, unknown>;
}

const step = (field: string, empty: unknown, filled: unknown, message: string): FieldStep => ({
  field,
  empty,
  filled,
  message,
});
const text = (field: string, filled: string, message: string) => step(field, '', filled, message);
const number = (field: string, filled: number, message: string) => step(field, null, filled, message);

const B = BANK_MESSAGES;
const U = USER_MESSAGES;
const I = ISLAND_MESSAGES;
const PASSWORD = 'clave-segura-1';
const identity = [text('username', 'ana', U.nameRequired), text('email', 'ana@example.com', U.emailRequired)];
const audienceFilters = [
  'chargesQuantityMin',
  'chargesQuantityMax',
  'daysInactiveMin',
  'daysInactiveMax',
  'chargeAmountMin',
  'chargeAmountMax',
].map((field) => number(field, field.endsWith('Min') ? 0 : 10, AUDIENCE_MESSAGES.emptyFields));

export const MISSING_FIELD_FORMS = {
  bank: {
    steps: [
      text('bankname', 'Banco Uno', B.bankname),
      number('transactoplimit', 500000, B.transactoplimit),
      number('transacbottomlimit', 1000, B.transacbottomlimit),
      number('dailytoplimit', 2000000, B.dailytoplimit),
      number('monthlytoplimit', 30000000, B.monthlytoplimit),
      number('toplimitinuse', 1000000, B.toplimitinuse),
      number('dailytransaclimit', 60, B.dailytransaclimit),
    ],
  },
  bankAccount: {
    steps: [
      text('name', 'Ana Pérez', BANK_ACCOUNT_MESSAGES.name),
      number('bankId', 1, BANK_ACCOUNT_MESSAGES.bankId),
      text('number', '0110599520000001234567', BANK_ACCOUNT_MESSAGES.number),
    ],
  },
  unload: { steps: [number('amountToUnload', 100, BANK_ACCOUNT_MESSAGES.unloadPositive)] },
  /** Users screen, create. */
  panelUser: {
    steps: [
      ...identity,
      number('tenant_id', 1, U.islandRequired),
      text('password', PASSWORD, U.userBothPasswords),
      text('vpassword', PASSWORD, U.userBothPasswords),
    ],
  },
  /** Users screen, edit: tenant_id is sent, so the panel user rules apply (an empty island is tested on create). */
  userEdit: {
    base: { tenant_id: 1, rol: 3, active: true, password: PASSWORD },
    steps: [...identity, text('vpassword', PASSWORD, U.userBothPasswords)],
  },
  /** Own profile: the same route without tenant_id; both passwords empty means "unchanged". */
  profile: {
    base: { password: PASSWORD },
    steps: [...identity, text('vpassword', PASSWORD, U.profileBothPasswords)],
  },
  signup: { steps: [...identity, text('password', PASSWORD, U.userBothPasswords)] },
  island: {
    steps: [
      text('name', 'Isla Norte', I.nameRequired),
      text('panelUserPassword', PASSWORD, I.panelPasswordRequired),
      text('defaultClientPassword', PASSWORD, I.defaultClientPasswordRequired),
      number('charge', 1000, I.chargeRequired),
      number('bonus', 10, I.bonusRequired),
      number('withdraw', 2000, I.withdrawRequired),
      text('prefix', 'nor', I.prefixRequired),
    ],
  },
  bot: {
    steps: [
      text('name', 'Bot Norte', BOT_MESSAGES.name),
      number('tenant_id', 1, BOT_MESSAGES.island),
      text('url', 'http://bot.example.com', BOT_MESSAGES.url),
    ],
  },
  audience: {
    steps: [text('name', 'Jugadores inactivos', AUDIENCE_MESSAGES.nameRequired), ...audienceFilters],
  },
  iresponse: { steps: [text('response', 'Hola', IRESPONSE_MESSAGES.responseRequired)] },
  ignore: { steps: [text('phone', '1155550000', IGNORED_NUMBER_MESSAGES.phoneRequired)] },
  newPlayer: { steps: [text('name', 'pedro', PLAYER_MESSAGES.nameTooShort)] },
  deposit: {
    steps: [
      text('username', 'jugador1', PLAYER_MESSAGES.usernameRequired),
      number('amount', 100, PLAYER_MESSAGES.amountNotNumber),
    ],
  },
  pay: {
    steps: [
      text('username', 'jugador1', PLAYER_MESSAGES.usernameRequired),
      number('amount', 100, PLAYER_MESSAGES.amountNotNumber),
    ],
  },
  history: { steps: [text('username', 'jugador1', PLAYER_MESSAGES.usernameRequired)] },
  signin: {
    steps: [
      text('username', 'ana', LOGIN_MESSAGES.usernameRequired),
      text('password', PASSWORD, LOGIN_MESSAGES.passwordRequired),
    ],
  },
  decision: {
    steps: [
      text('status', 'rejected', RECEIPT_MESSAGES.statusInvalid),
      text('reason', 'FAKE_IMAGE', RECEIPT_MESSAGES.rejectReasonRequired),
    ],
  },
  editAndApprove: { steps: [text('newamount', '1.500,50', RECEIPT_MESSAGES.editAmountRequired)] },
} satisfies Record<string, FormCase>;
export type MissingFieldForm = keyof typeof MISSING_FIELD_FORMS;

export interface MissingFieldBody {
  label: string;
  body: Record<string, unknown>;
  /** The same step with every field sent, empty ones empty: what `body` must answer like. */
  sentEmpty: Record<string, unknown>;
  message: string;
}

/**
 * For each step (earlier fields filled, this one and later ones empty): the field left out, the field
 * and every later one left out, and the field sent as null. Each must answer the step's message, as
 * the body that sends them empty does. The first step's "every field left out" is `{}` plus `base`.
 */
export function missingFieldBodies(form: FormCase): MissingFieldBody[] {
  return form.steps.flatMap(({ field, message }, index) => {
    const sentEmpty: Record<string, unknown> = { ...form.base };
    for (const [i, s] of form.steps.entries()) sentEmpty[s.field] = i < index ? s.filled : s.empty;
    const { [field]: _left, ...leftOut } = sentEmpty;
    const earlier: Record<string, unknown> = { ...form.base };
    for (const s of form.steps.slice(0, index)) earlier[s.field] = s.filled;
    return [
      { label: `${field} left out`, body: leftOut, sentEmpty, message },
      { label: `${field} and later fields left out`, body: earlier, sentEmpty, message },
      { label: `${field} null`, body: { ...sentEmpty, [field]: null }, sentEmpty, message },
    ];
  });
}
