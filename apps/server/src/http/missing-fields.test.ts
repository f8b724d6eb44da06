import { beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_FIELD_FORMS,
  missingFieldBodies,
  type MissingFieldForm,
} from '@panel/domain/missing-fields.cases';
import type { Rol } from '@panel/domain/roles';
import { useTestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { createBank, createBankAccount, createGatewayBot, createReceipt } from '../../test/receipt-factory';
import { audiences, chatbotResponses } from '../db/schema';

interface FormRoute {
  form: MissingFieldForm;
  method: 'POST' | 'PUT';
  /** `{name}` stands for the id of a row made below (`user3`: the staff member of rol 3). */
  path: string;
  /** A role that fills the form; null for the public sign-in. */
  rol: Rol | null;
}

const ROUTES: FormRoute[] = [
  { form: 'bank', method: 'POST', path: '/api/banks', rol: 1 },
  { form: 'bank', method: 'POST', path: '/api/banks/{bankId}', rol: 1 },
  { form: 'bankAccount', method: 'POST', path: '/api/bankaccount', rol: 3 },
  { form: 'bankAccount', method: 'POST', path: '/api/bankaccount/{accountId}', rol: 3 },
  { form: 'unload', method: 'POST', path: '/api/bankaccount/unload/{accountId}', rol: 2 },
  { form: 'panelUser', method: 'POST', path: '/api/user', rol: 1 },
  { form: 'userEdit', method: 'POST', path: '/api/user/{user3}', rol: 1 },
  { form: 'profile', method: 'POST', path: '/api/user/{user4}', rol: 4 },
  { form: 'signup', method: 'POST', path: '/api/auth/signup', rol: 1 },
  { form: 'island', method: 'POST', path: '/api/tenants', rol: 1 },
  { form: 'island', method: 'POST', path: '/api/tenants/{islandId}', rol: 1 },
  { form: 'bot', method: 'POST', path: '/api/bots', rol: 1 },
  { form: 'bot', method: 'POST', path: '/api/bots/{botId}', rol: 1 },
  { form: 'audience', method: 'POST', path: '/api/audiences', rol: 1 },
  { form: 'audience', method: 'PUT', path: '/api/audiences/{audienceId}', rol: 1 },
  { form: 'iresponse', method: 'POST', path: '/api/iresponses/{islandId}/{replyId}', rol: 2 },
  { form: 'ignore', method: 'POST', path: '/api/ignore', rol: 2 },
  { form: 'newPlayer', method: 'POST', path: '/api/clients', rol: 3 },
  { form: 'deposit', method: 'POST', path: '/api/clients/deposit', rol: 3 },
  { form: 'pay', method: 'POST', path: '/api/clients/pay', rol: 3 },
  { form: 'history', method: 'POST', path: '/api/clients/history', rol: 3 },
  { form: 'signin', method: 'POST', path: '/api/auth/signin', rol: null },
  { form: 'decision', method: 'POST', path: '/api/put/{receiptId}', rol: 5 },
  { form: 'editAndApprove', method: 'POST', path: '/api/document/{receiptId}', rol: 5 },
];

const t = useTestApp();
let tokens: Record<Rol, string>;
let ids: Record<string, number>;
beforeAll(async () => {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  tokens = { 1: staff[1].token, 2: staff[2].token, 3: staff[3].token, 4: staff[4].token, 5: staff[5].token };
  const bank = await createBank(t.db, { tenantId: island.id });
  const account = await createBankAccount(t.db, { tenantId: island.id, bankId: bank.id });
  const { bot } = await createGatewayBot(t.db, island.id);
  const [audience] = await t.db
    .insert(audiences)
    .values({
      tenantId: island.id,
      name: 'Inactivos',
      chargesQuantityMin: 0,
      chargesQuantityMax: 10,
      daysInactiveMin: 0,
      daysInactiveMax: 30,
      chargeAmountMin: 0,
      chargeAmountMax: 100000,
    })
    .returning();
  const [reply] = await t.db
    .insert(chatbotResponses)
    .values({ tenantId: island.id, intent: 'saludo', response: 'Hola', alterResponse: '' })
    .returning();
  const client = await createPlayer(t.db, { tenantId: island.id });
  const receipt = await createReceipt(t.app, { tenantId: island.id, clientId: client.id });
  ids = {
    islandId: island.id,
    user3: staff[3].id,
    user4: staff[4].id,
    bankId: bank.id,
    accountId: account.id,
    botId: bot.id,
    audienceId: audience!.id,
    replyId: reply!.id,
    receiptId: receipt.id,
  };
});

/** The answer to one body (`undefined`: no body at all), which must be a 400. */
async function answer(route: FormRoute, body: object | undefined): Promise<string> {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
  const response = await t.inject(route.rol ? tokens[route.rol] : undefined, route.method, url, body);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string }>().message;
}

describe.each(ROUTES)('$method $path ($form)', (route) => {
  const form = MISSING_FIELD_FORMS[route.form];

  it("the form sent empty answers each field's message in the order of the rules", async () => {
    for (const { sentEmpty, message } of missingFieldBodies(form))
      expect(await answer(route, sentEmpty)).toBe(message);
  });

  it.each(missingFieldBodies(form))('$label: as when sent empty', async ({ body, sentEmpty }) => {
    expect(await answer(route, body)).toBe(await answer(route, sentEmpty));
  });

  it('{} and no body at all answer the first field', async () => {
    expect(await answer(route, {})).toBe(form.steps[0]!.message);
    expect(await answer(route, undefined)).toBe(form.steps[0]!.message);
  });
});
