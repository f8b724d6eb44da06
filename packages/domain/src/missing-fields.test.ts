import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signinBody } from './auth/login';
import { audienceBody } from './audiences/audience-rules';
import { bankAccountBody, unloadBody } from './bank-accounts/bank-account-rules';
import { bankBody } from './banks/bank-rules';
import { botBody } from './bots/bot-rules';
import { depositBody, historyBody, newPlayerBody, payBody } from './players/player-rules';
import { ignoredNumberBody } from './ignored-numbers/ignored-number-rules';
import { iresponseBody } from './iresponses/iresponse-rules';
import { MISSING_FIELD_FORMS, missingFieldBodies, type MissingFieldForm } from './missing-fields.cases';
import { decisionBody, editAndApproveBody } from './receipts/receipt-rules';
import { islandBody, islandMessage } from './islands/island-rules';
import { panelUserBody, profileBody, signupBody, userEditBody } from './users/user-rules';
import { installSpanishZodMessages } from './zod-spanish';

installSpanishZodMessages();

const firstMessage = (schema: z.ZodType) => (body: unknown) =>
  schema.safeParse(body).error?.issues[0]?.message;

/** The first message each form answers; the island's ordered rules run once its shape is read. */
const check: Record<MissingFieldForm, (body: unknown) => string | undefined> = {
  bank: firstMessage(bankBody),
  bankAccount: firstMessage(bankAccountBody),
  unload: firstMessage(unloadBody),
  panelUser: firstMessage(panelUserBody),
  userEdit: firstMessage(userEditBody),
  profile: firstMessage(profileBody),
  signup: firstMessage(signupBody),
  island: (body) => {
    const parsed = islandBody.safeParse(body);
    return parsed.success ? islandMessage(parsed.data) : parsed.error.issues[0]?.message;
  },
  bot: firstMessage(botBody),
  audience: firstMessage(audienceBody),
  iresponse: firstMessage(iresponseBody),
  ignore: firstMessage(ignoredNumberBody),
  newPlayer: firstMessage(newPlayerBody),
  deposit: firstMessage(depositBody),
  pay: firstMessage(payBody),
  history: firstMessage(historyBody),
  signin: firstMessage(signinBody),
  decision: firstMessage(decisionBody),
  editAndApprove: firstMessage(editAndApproveBody),
};

describe.each(Object.keys(MISSING_FIELD_FORMS) as MissingFieldForm[])(
  'a field left out answers as an empty one: %s',
  (name) => {
    const form = MISSING_FIELD_FORMS[name];
    const first = form.steps[0]!.message;

    it('the empty form answers each field in the order of the rules', () => {
      for (const { sentEmpty, message } of missingFieldBodies(form))
        expect(check[name](sentEmpty)).toBe(message);
    });

    it.each(missingFieldBodies(form))('$label', ({ body, sentEmpty, message }) => {
      expect(check[name](body)).toBe(message);
      expect(check[name](body)).toBe(check[name](sentEmpty));
    });

    it('an empty object, a null body and no body at all answer the first field', () => {
      expect(check[name]({})).toBe(first);
      expect(check[name](null)).toBe(first);
      expect(check[name](undefined)).toBe(first);
    });
  },
);

describe('what still counts as a wrong type', () => {
  it('text where a number is expected, or a number where text is, keeps the generic message', () => {
    expect(check.bank({ bankname: 5 })).toBe('Dato inválido en "bankname": se esperaba un texto');
    expect(check.bank({ bankname: 'Banco', transactoplimit: '' })).toBe(
      'Dato inválido en "transactoplimit": se esperaba un número',
    );
    expect(check.signin([])).toBe('Dato inválido: se esperaba un objeto');
  });

  it('leaves out no field the form reads as a mode: an edit without tenant_id is the own profile', () => {
    expect(check.userEdit({ username: 'ana', email: 'ana@example.com' })).toBeUndefined();
    expect(userEditBody.parse({ username: 'ana', email: 'ana@example.com' })).not.toHaveProperty('tenant_id');
  });
});
