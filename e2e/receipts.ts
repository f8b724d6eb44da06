import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { renderReceiptPdf } from '../apps/server/src/seed/receipt-pdf';
import { renderReceiptPng } from '../apps/server/src/seed/receipt-image';
import { DEMO_PASSWORD, sessionToken, signInThroughForm } from './demo';

/**
 * Receipts for the review screen's specs: an island of the spec's own with its operators and bot,
 * receipts handed in through the bot gateway, and what the server stored.
 */

export const run = Date.now().toString(36);

export interface Island {
  id: number;
  name: string;
  botKey: string;
  operator: string;
  cashier: string;
  /** A second operator (rol 5) of the island. */
  secondOperator: string;
}

export interface HandIn {
  phone: string;
  amount: string;
  pdf?: boolean;
  ocr?: Record<string, string>;
}

/** A receipt handed in by a chatbot: POST /api/gateway/receipts with the bot's key. */
export async function handIn(request: APIRequestContext, botKey: string, receipt: HandIn): Promise<number> {
  const data = {
    amountCentavos: Math.round(Number(receipt.amount) * 100),
    bankName: 'Banco E2E',
    sender: `Jugador ${receipt.phone.slice(-4)}`,
    date: new Date(),
    reference: receipt.phone.slice(-6),
  };
  const response = await request.post('/api/gateway/receipts', {
    headers: { 'x-bot-key': botKey },
    multipart: {
      file: receipt.pdf
        ? { name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: renderReceiptPdf(data) }
        : { name: 'comprobante.png', mimeType: 'image/png', buffer: renderReceiptPng(data) },
      phone: receipt.phone,
      amount: receipt.amount,
      ...(receipt.ocr ? { ocr: JSON.stringify(receipt.ocr) } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export async function post(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(path, {
    headers: { 'x-access-token': sessionToken('admin') },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** An island with two operators (rol 5), a cashier (rol 3) and a bot, made by the demo admin. */
export async function createIsland(
  request: APIRequestContext,
  label: string,
  prefix: string,
): Promise<Island> {
  const name = `E2E Isla ${label} ${run}`;
  const { island } = (await post(request, '/api/tenants', {
    name,
    panelUserPassword: 'clave-panel',
    defaultClientPassword: 'clave-clientes',
    charge: 100,
    bonus: 10,
    withdraw: 500,
    prefix,
  })) as { island: { id: number } };
  const user = (username: string, rol: number) =>
    post(request, '/api/user', {
      username,
      email: `${username}@e2e.local`,
      password: DEMO_PASSWORD,
      vpassword: DEMO_PASSWORD,
      tenant_id: island.id,
      rol,
    });
  const operator = `op_${prefix}${run}`;
  const secondOperator = `op2_${prefix}${run}`;
  const cashier = `caja_${prefix}${run}`;
  await user(operator, 5);
  await user(secondOperator, 5);
  await user(cashier, 3);
  const { key } = (await post(request, '/api/bots', {
    name: `E2E Bot ${label} ${run}`,
    tenant_id: island.id,
    url: 'http://127.0.0.1:9/bot',
  })) as { key: string };
  return { id: island.id, name, botKey: key, operator, secondOperator, cashier };
}

/** A browser context signed in as `username` through the login form. */
export async function signedIn(
  browser: Browser,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, username);
  await expect(page).toHaveURL(/\/checker$/);
  return { context, page };
}

export const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken as string);

export async function receiptOf(page: Page, id: number) {
  const response = await page.request.get(`/api/get/${id}`, {
    headers: { 'x-access-token': await tokenOf(page) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    status: string;
    reason: string | null;
    newamount: number | null;
    clientId: number;
  };
}
