import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Rol } from '@panel/domain/roles';
import { renderReceiptPng } from '../../seed/receipt-image';
import { useTestApp } from '../../../test/test-app';
import { createIsland, islandWithStaff, tokenFor } from '../../../test/factories';
import {
  createBank,
  createBankAccount,
  createGatewayBot,
  multipartBody,
} from '../../../test/receipt-factory';
import { sampleOf, type SchemaObject } from '../../../test/openapi-samples';

/**
 * A partner builds a client from the OpenAPI document alone: for every operation, one request made
 * only from the document (its parameters, body and security) must be accepted, not refused as
 * invalid (400), when sent by a caller the document says may call (docs/api-contracts.md).
 */

interface Operation {
  operationId?: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: SchemaObject }[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  security?: Record<string, string[]>[];
  'x-roles'?: Rol[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, SchemaObject>;
    securitySchemes: Record<string, { name?: string; scheme?: string }>;
  };
}

const t = useTestApp();
let doc: Document;
let staff: Record<Rol, { username: string; token: string }>;
/** The island's machine keys by the header they travel in. */
let machineKeys: Record<string, string>;

/** The island whose keys the machine routes use: no generated request names it (they use id 1). */
let keysIslandId: number;

beforeAll(async () => {
  const seeded = await islandWithStaff(t.app, t.db);
  staff = seeded.staff;
  keysIslandId = (await createIsland(t.db)).id;
  // The bot's upload names the example account 1: the first account, in the bot's own island.
  const bank = await createBank(t.db, { tenantId: keysIslandId });
  const account = await createBankAccount(t.db, { tenantId: keysIslandId, bankId: bank.id });
  expect(account.id).toBe(1);
  await renewMachineKeys();
  doc = t.app.swagger() as unknown as Document;
});

/**
 * New machine keys and a new bot: the generated requests rotate keys and switch bots off too
 * (POST /api/bots/{id}/key, /api/bots/{id}/toggle), which ends the ones held before.
 */
async function renewMachineKeys(): Promise<void> {
  const admin = { 'x-access-token': await tokenFor(t.app, staff[1].username) };
  const rotate = async (kind: string) =>
    (
      await t.app.inject({ method: 'POST', url: `/api/tenants/${keysIslandId}/${kind}`, headers: admin })
    ).json<{
      key: string;
    }>().key;
  machineKeys = {
    'x-bot-key': (await createGatewayBot(t.db, keysIslandId)).key,
    'x-intake-key': await rotate('intakekey'),
    'x-platform-key': await rotate('platformkey'),
  };
}

const resolve = (ref: string) => doc.components.schemas![ref.replace('#/components/schemas/', '')]!;
const png = renderReceiptPng({
  amountCentavos: 100_00,
  bankName: 'Banco',
  sender: 'Ana',
  date: new Date(),
  reference: 'R',
});

/** The headers of a caller the operation's security allows. */
function credentialsFor(op: Operation): Record<string, string> {
  const schemes = (op.security ?? [{ session: [] }]).flatMap((requirement) => Object.keys(requirement));
  if (schemes.includes('session')) return { 'x-access-token': staff[op['x-roles']?.[0] ?? 1].token };
  // The metrics token: without METRICS_TOKEN configured, as here, the route answers 404.
  if (schemes.some((scheme) => doc.components.securitySchemes[scheme]!.scheme === 'bearer')) {
    return { authorization: `Bearer ${t.app.appConfig.metricsToken ?? 'sin-configurar'}` };
  }
  const headers = schemes.map((scheme) => doc.components.securitySchemes[scheme]!.name!);
  // No security at all: public, or a machine route not yet served from a contract; the keys do no harm.
  return headers.length ? Object.fromEntries(headers.map((h) => [h, machineKeys[h]!])) : { ...machineKeys };
}

function requestFor(method: string, path: string, op: Operation): InjectOptions {
  const parameters = op.parameters ?? [];
  const value = (schema: SchemaObject) => String(sampleOf(schema, resolve));
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(value(parameters.find((p) => p.in === 'path' && p.name === name)!.schema)),
  );
  const query = new URLSearchParams(
    parameters.filter((p) => p.in === 'query').map((p): [string, string] => [p.name, value(p.schema)]),
  ).toString();
  const headers: Record<string, string> = {
    ...Object.fromEntries(parameters.filter((p) => p.in === 'header').map((p) => [p.name, value(p.schema)])),
    ...credentialsFor(op),
  };
  const request: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers,
  };
  const content = op.requestBody?.content ?? {};
  if (content['application/json']) {
    return { ...request, payload: sampleOf(content['application/json'].schema, resolve) as object };
  }
  if (content['multipart/form-data']) {
    const { file: _file, ...fields } = sampleOf(content['multipart/form-data'].schema, resolve) as Record<
      string,
      unknown
    >;
    const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const body = multipartBody(text, { bytes: png, filename: 'comprobante.png', contentType: 'image/png' });
    return { ...request, payload: body.payload, headers: { ...headers, ...body.headers } };
  }
  return request;
}

/**
 * Refused: invalid (400), a server failure, or the caller turned away although the document says it
 * may call. A public operation's 401 or 403 answers the credentials it carries (a sign-in's password,
 * a file link's signature), which no document can give; a 502 is the island's bot, absent here.
 */
function isRefusal(op: Operation, status: number): boolean {
  const isPublic = op.security?.length === 0;
  if (status === 401 || status === 403) return !isPublic;
  return status === 400 || (status >= 500 && status !== 502);
}

describe('a request generated from the OpenAPI document', () => {
  it('is accepted by every operation, sent by a caller its security allows', async () => {
    const refused: string[] = [];
    let accepted = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        let response = await t.app.inject(requestFor(method, path, op));
        // An operation before may have ended the session (sign out), rotated a key or switched the
        // bot off: renew it once.
        const rol = op['x-roles']?.[0];
        if (response.statusCode === 401 && rol) {
          staff[rol].token = await tokenFor(t.app, staff[rol].username);
          response = await t.app.inject(requestFor(method, path, op));
        } else if ((response.statusCode === 401 || response.statusCode === 403) && !rol) {
          await renewMachineKeys();
          response = await t.app.inject(requestFor(method, path, op));
        }
        const what = `${method.toUpperCase()} ${path}`;
        if (isRefusal(op, response.statusCode)) {
          refused.push(what);
          console.info(`${what} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        } else accepted += 1;
      }
    }
    console.info(`peticiones generadas aceptadas: ${accepted} de ${accepted + refused.length}`);
    expect(refused).toEqual([]);
  });
});
