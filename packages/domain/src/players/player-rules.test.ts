import { describe, expect, it } from 'vitest';
import {
  PLAYER_MESSAGES,
  depositBody,
  historyBody,
  movementAmountMessage,
  newPlayerBody,
  payBody,
} from './player-rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('new client', () => {
  it('lowercases the name and keeps only the digits of the phone', () => {
    expect(newPlayerBody.parse({ name: '  Juan Pérez ', phone: '+54 (11) 5555-1234' })).toEqual({
      name: 'juan pérez',
      phone: '541155551234',
      identity: null,
    });
  });

  it('a name of 3 characters or fewer is refused first', () => {
    expect(firstMessage(newPlayerBody.safeParse({ name: ' ana ', phone: '1' }))).toBe(
      PLAYER_MESSAGES.nameTooShort,
    );
    expect(firstMessage(newPlayerBody.safeParse({ name: 'anal', phone: '1'.repeat(31) }))).toBe(
      PLAYER_MESSAGES.phoneTooLong,
    );
  });
});

describe('load and withdraw amounts', () => {
  it.each([
    [0, PLAYER_MESSAGES.loadPositive],
    [-5, PLAYER_MESSAGES.loadPositive],
    [10.005, PLAYER_MESSAGES.amountDecimals],
    [100_000_000.01, PLAYER_MESSAGES.amountTooLarge],
    [1e300, PLAYER_MESSAGES.amountTooLarge],
    ['100', PLAYER_MESSAGES.amountNotNumber],
    [null, PLAYER_MESSAGES.amountNotNumber],
  ])('deposit %j → %s', (amount, message) => {
    expect(firstMessage(depositBody.safeParse({ username: 'dmjuan1234', amount }))).toBe(message);
  });

  it('wire pesos become centavos', () => {
    expect(depositBody.parse({ username: 'dmjuan1234', amount: 1500.5 }).amount).toBe(150_050);
    expect(payBody.parse({ username: 'dmjuan1234', amount: 0.3 }).amount).toBe(30);
    expect(firstMessage(payBody.safeParse({ username: 'x', amount: 0 }))).toBe(
      PLAYER_MESSAGES.withdrawPositive,
    );
    expect(firstMessage(payBody.safeParse({ username: ' ', amount: 1 }))).toBe(
      PLAYER_MESSAGES.usernameRequired,
    );
  });

  it('a withdrawal above the balance is refused before it is sent', () => {
    expect(movementAmountMessage(1_001, 'withdraw', 1_000)).toBe(PLAYER_MESSAGES.withdrawAboveBalance);
    expect(movementAmountMessage(1_000, 'withdraw', 1_000)).toBeUndefined();
    expect(movementAmountMessage(null, 'load')).toBe(PLAYER_MESSAGES.amountInvalid);
  });
});

describe('history request', () => {
  it('defaults: every filter on, page 1, no dates', () => {
    expect(historyBody.parse({ username: 'dmjuan1234' })).toEqual({
      username: 'dmjuan1234',
      value: undefined,
      filters: { withdrawals: true, deposits: true, games: true },
      page: 1,
    });
    expect(historyBody.parse({ username: 'u', value: [] }).value).toBeUndefined();
    expect(historyBody.parse({ username: 'u', value: [null, null] }).value).toBeUndefined();
  });

  it('dates follow the docs/features/money.md rule: an empty or equal end is the next day', () => {
    expect(historyBody.parse({ username: 'u', value: ['2025-03-10', ''] }).value).toEqual({
      start: '2025-03-10',
      end: '2025-03-11',
    });
    expect(historyBody.parse({ username: 'u', value: ['2025-03-10', '2025-03-10'] }).value).toEqual({
      start: '2025-03-10',
      end: '2025-03-11',
    });
    expect(historyBody.safeParse({ username: 'u', value: ['ayer', ''] }).success).toBe(false);
  });
});
