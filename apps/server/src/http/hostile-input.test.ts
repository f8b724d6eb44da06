import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ROLES } from '@panel/domain/roles';
import { receiptFields } from '@panel/domain/bot-gateway/gateway-contract';
import {
  audiences,
  bankAccounts,
  chatbotResponses,
  clientTransactions,
  fundMovements,
  ignoredNumbers,
  receipts,
} from '../db/schema';
import { renderReceiptPng } from '../seed/receipt-image';
import { useTestApp } from '../../test/test-app';
import { createUser, islandWithStaff, tokenFor } from '../../test/factories';
import { createPlayer } from '../../test/client-factory';
import { movementAt } from '../../test/ledger-factory';
import { createGatewayBot, createReceipt, createWallet, multipartBody } from '../../test/receipt-factory';
import {
  ENGLISH_FRAGMENTS,
  fieldsOf,
  HOSTILE_BODIES,
  HOSTILE_VALUES,
  hostileRequest,
  isPublic,
  operationsOf,
  segment,
  type Field,
  type Fixtures,
  type OpenApiDocument,
  type Operation,
} from '../../test/hostile-requests';

/**
 * The hostile-input walk: every operation of the OpenAPI document, as each role and without a
 * session (machine routes also with their keys), with a hostile value in each field. Nothing may
 * answer 5xx, every refusal is a Spanish {message}, and no money moves. Values rotate over the
 * requests, so each field meets several of them while the walk stays short.
 */

/** Half the hostile values per field; the rotation gives the next field the other half. */
const VALUES_PER_FIELD = Math.ceil(HOSTILE_VALUES.length / 2);

const t = useTestApp();
let fixtures: Fixtures;
let callers: { session: Caller[]; machine: Caller[] };
interface Caller {
  name: string;
  headers: Record<string, string>;
  /** Staff callers: who signs in again when an operation (Salir) ended the session. */
  username?: string;
}

const png = renderReceiptPng({
  amountCentavos: 100_00,
  bankName: 'Banco',
  sender: 'Ana',
  date: new Date(),
  reference: 'H',
});

beforeAll(async () => {
  const { island, staff } = await islandWithStaff(t.app, t.db);
  const tenantId = island.id;
  const admin = { 'x-access-token': staff[1].token };
  const rotate = async (kind: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/tenants/${tenantId}/${kind}`, headers: admin })).json()
      .key as string;
  const account = await createWallet(t.db, { tenantId, amount: 50_000_00 });
  const player = await createPlayer(t.db, { tenantId });
  await movementAt(t.app, 'deposit', { clientId: player.id, amount: 20_000_00 });
  const receipt = await createReceipt(t.app, { tenantId, clientId: player.id, bankAccountId: account.id });
  const { bot, key: botKey } = await createGatewayBot(t.db, tenantId);
  const victim = await createUser(t.db, { tenantId, rol: 3 });
  const [audience] = await t.db
    .insert(audiences)
    .values({
      tenantId,
      name: 'Audiencia',
      chargesQuantityMin: 0,
      chargesQuantityMax: 10,
      daysInactiveMin: 0,
      daysInactiveMax: 30,
      chargeAmountMin: 0,
      chargeAmountMax: 100_00,
    })
    .returning();
  const [ignored] = await t.db.insert(ignoredNumbers).values({ tenantId, phone: '1155559999' }).returning();
  const [reply] = await t.db
    .insert(chatbotResponses)
    .values({ tenantId, intent: 'saludo', response: 'Hola' })
    .returning();

  const ids: Record<string, number | string> = {
    user: victim.id,
    tenants: tenantId,
    get: receipt.id,
    put: receipt.id,
    document: receipt.id,
    audiences: audience!.id,
    ignore: ignored!.id,
    banks: account.bankId,
    bankaccount: account.id,
    bots: bot.id,
    restart: bot.id,
  };
  fixtures = {
    pathValue: (op, name) => {
      if (name === 'islandId') return String(tenantId);
      if (name === 'clientId' || (segment(op) === 'clients' && name === 'id')) return String(player.id);
      if (name === 'panelUsername') return player.panelUsername;
      if (segment(op) === 'iresponses') return String(reply!.id);
      if (segment(op) === 'files')
        return { exp: '9999999999', sig: 'firma', key: 'receipts/x.png' }[name] ?? 'x';
      return String(ids[segment(op)] ?? 1);
    },
    // A date range is an array of texts to the schema; a real day lets the other end's checks run.
    // The document lists the receipt decisions: its first (approve) would move money, so none is sent.
    byName: {
      value: ['2024-01-01', ''],
      start: '2024-01-01',
      username: player.panelUsername,
      status: 'hostil',
    },
  };
  callers = {
    session: [
      ...ROLES.map((rol) => ({
        name: `rol ${rol}`,
        headers: { 'x-access-token': staff[rol].token },
        username: staff[rol].username,
      })),
      { name: 'sin sesión', headers: {} },
    ],
    machine: [
      { name: 'sin clave', headers: {} },
      {
        name: 'con claves',
        headers: {
          'x-bot-key': botKey,
          'x-intake-key': await rotate('intakekey'),
          'x-platform-key': await rotate('platformkey'),
        },
      },
    ],
  };
});

/**
 * Sessions an operation ended (POST /api/auth/logout raises the caller's session version) are
 * signed in again, so every later operation still meets each role past authentication.
 */
async function keepSignedIn(): Promise<void> {
  for (const caller of callers.session) {
    if (!caller.username) continue;
    const probe = await t.app.inject({ method: 'GET', url: '/api/this/tenants', headers: caller.headers });
    if (probe.statusCode === 401) caller.headers['x-access-token'] = await tokenFor(t.app, caller.username);
  }
}

/** The money of the test database: ledger, players' movements, bank balances and receipts. */
async function moneySnapshot() {
  const [ledger] = await t.db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${fundMovements.amount}), 0)::text` })
    .from(fundMovements);
  const [movements] = await t.db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${clientTransactions.amount}), 0)::text` })
    .from(clientTransactions);
  const accounts = await t.db.select({ id: bankAccounts.id, amount: bankAccounts.amount }).from(bankAccounts);
  const approved = await t.db
    .select({
      id: receipts.id,
      status: receipts.status,
      amount: receipts.amount,
      newAmount: receipts.newAmount,
    })
    .from(receipts)
    .where(eq(receipts.status, 'approve'));
  return JSON.stringify({ ledger, movements, accounts, approved });
}

function multipart(fields: Record<string, string>, hostileBody?: string) {
  if (hostileBody !== undefined) {
    return {
      payload: Buffer.from(`--zzz\r\nbasura ${hostileBody}\r\n\u0000\u0001`),
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    };
  }
  const { file, ...text }: Record<string, string> = { phone: '1155550001', amount: '100.00', ...fields };
  const bytes = file === undefined ? png : Buffer.from(file);
  return multipartBody(text, { bytes, filename: 'comprobante.png', contentType: 'image/png' });
}

/** Operations the document cannot describe fully: the bot's multipart upload. */
function withMultipart(op: Operation): Operation {
  if (op.method === 'POST' && op.path === '/api/gateway/receipts') {
    return { ...op, multipartFields: [...Object.keys(receiptFields.shape), 'file'] };
  }
  return op;
}

describe('hostile input on every operation of the OpenAPI document', () => {
  it('answers no 5xx, refuses in Spanish, and moves no money', async () => {
    const started = performance.now();
    const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument).map(withMultipart);
    const moneyBefore = await moneySnapshot();
    let moneyNow = moneyBefore;

    const failures: string[] = [];
    let requests = 0;
    const fieldCount: Record<string, number> = {};
    let serverErrors = 0;
    const PLAIN: Field = { where: 'none', name: '' };
    async function send(op: Operation, field: Field, caller: Caller): Promise<number> {
      const value = HOSTILE_VALUES[requests % HOSTILE_VALUES.length]!;
      const body = HOSTILE_BODIES[requests % HOSTILE_BODIES.length]!;
      requests += 1;
      const plain = field === PLAIN ? { ...fixtures, pathValue: () => '2147483647' } : fixtures;
      const response = await t.app.inject(
        hostileRequest(op, field, value, body, caller.headers, plain, multipart),
      );
      const shown = field.where === 'whole body' ? body.slice(0, 20) : value.name;
      const what = `${op.method} ${op.path} ${field.where} ${field.name}=${shown} (${caller.name}) → ${response.statusCode}`;
      if (response.statusCode >= 500) {
        serverErrors += 1;
        failures.push(`${what} ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400) {
        const message = response.headers['content-type']?.toString().startsWith('application/json')
          ? (response.json() as { message?: unknown }).message
          : undefined;
        if (typeof message !== 'string')
          failures.push(`${what}: sin {message} JSON: ${response.body.slice(0, 200)}`);
        else if (ENGLISH_FRAGMENTS.some((english) => message.includes(english))) {
          failures.push(`${what}: mensaje en inglés: ${message}`);
        }
      }
      return response.statusCode;
    }

    for (const op of operations) {
      const fields = fieldsOf(op);
      for (const field of fields) fieldCount[field.where] = (fieldCount[field.where] ?? 0) + 1;
      const everyone = isPublic(op) ? callers.machine : callers.session;
      // A plain request (no such id in the path) as everyone: who gets past authentication takes the
      // hostile values, the others have been refused once.
      const reaching: Caller[] = [];
      for (const caller of everyone) {
        if (![401, 403].includes(await send(op, PLAIN, caller))) reaching.push(caller);
      }
      for (const field of fields) {
        const senders = reaching.length ? reaching : everyone;
        for (let i = 0; i < VALUES_PER_FIELD; i++) await send(op, field, senders[i % senders.length]!);
      }
      await keepSignedIn();
      const moneyAfter = await moneySnapshot();
      if (moneyAfter !== moneyNow) failures.push(`${op.method} ${op.path}: movió dinero ${moneyAfter}`);
      moneyNow = moneyAfter;
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const fieldTotal = Object.values(fieldCount).reduce((a, b) => a + b, 0);
    console.info(
      `hostile walk (${t.engine}): ${operations.length} operations, ${fieldTotal} fields ${JSON.stringify(fieldCount)}, ` +
        `${requests} requests, ${serverErrors} answers 5xx, ${failures.length} failures, ${seconds} s`,
    );
    expect(failures).toEqual([]);
    expect(await moneySnapshot()).toBe(moneyBefore);
  }, 180_000); // a few thousand requests: generous for a loaded machine, the walk itself is bounded by count
});
