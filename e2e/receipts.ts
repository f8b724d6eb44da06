import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CorpusEntry } from '../apps/server/src/receipt-reading/corpus';
import { renderReceiptPdf } from '../apps/server/src/seed/receipt-pdf';
import { renderReceiptPng } from '../apps/server/src/seed/receipt-image';
import { createStaff, sessionToken, tokenOf } from './demo';

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

const corpusDir = path.resolve(import.meta.dirname, '../apps/server/bench/receipt-corpus');

/** A real receipt of the bench's corpus (apps/server/bench/receipt-corpus) and what it says. */
export function corpusReceipt(file: string): CorpusEntry {
  const corpus = JSON.parse(readFileSync(path.join(corpusDir, 'manifest.json'), 'utf8')) as CorpusEntry[];
  return corpus.find((entry) => entry.file === file)!;
}

/** A corpus photo handed in by a chatbot, with the phone and amount of the player's message. */
export const handInPhoto = (
  request: APIRequestContext,
  botKey: string,
  receipt: CorpusEntry,
  message: { phone: string; amount: string },
): Promise<number> => handInImage(request, botKey, readFileSync(path.join(corpusDir, receipt.file)), message);

/** An image file (PNG or JPEG) handed in by a chatbot with the player's message. */
export async function handInImage(
  request: APIRequestContext,
  botKey: string,
  image: Buffer,
  message: { phone: string; amount: string },
): Promise<number> {
  const response = await request.post('/api/gateway/receipts', {
    headers: { 'x-bot-key': botKey },
    multipart: { file: { name: 'comprobante.png', mimeType: 'image/png', buffer: image }, ...message },
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

/**
 * An island with two operators (rol 5), a cashier (rol 3) and a bot, made by the demo admin; a
 * bonus of 10 % unless another is given.
 */
export async function createIsland(
  request: APIRequestContext,
  label: string,
  prefix: string,
  bonus = 10,
): Promise<Island> {
  const name = `E2E Isla ${label} ${run}`;
  const { island } = (await post(request, '/api/tenants', {
    name,
    panelUserPassword: 'clave-panel',
    defaultClientPassword: 'clave-clientes',
    charge: 100,
    bonus,
    withdraw: 500,
    prefix,
  })) as { island: { id: number } };
  const user = (username: string, rol: number) =>
    createStaff(request, { username, rol, islandId: island.id });
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

/** A decision on a receipt (POST /api/put/{id}: defer, reject…) by the user whose access token is given. */
export async function decide(
  request: APIRequestContext,
  token: string,
  id: number,
  decision: { status: string; reason: string },
): Promise<void> {
  const response = await request.post(`/api/put/${id}`, {
    headers: { 'x-access-token': token },
    data: decision,
  });
  expect(response.status(), await response.text()).toBe(200);
}

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
