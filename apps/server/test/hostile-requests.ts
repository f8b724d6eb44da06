import type { InjectOptions } from 'fastify';

/**
 * Requests for the hostile-input walk, built from the OpenAPI document the app serves: for every
 * operation and every field it takes (path, query, JSON body property, the whole body, the header
 * it authenticates with), one request with a hostile value in that field and plain values in the
 * required others.
 */

/** A hostile value: `json` is the raw JSON text put in a body; `text` goes into a path, query or header. */
export interface Hostile {
  name: string;
  json: string;
  text: string;
}

const megabyte = 'x'.repeat(1_000_000);
/** `encodeURIComponent` refuses lone surrogates: U+D800 as a client could still send it (its 3 bytes, invalid UTF-8). */
const LONE_SURROGATE_URL = '%ED%A0%80';

export const HOSTILE_VALUES: Hostile[] = [
  { name: 'NUL', json: '"a\\u0000b"', text: 'a\u0000b' },
  { name: 'surrogate alto suelto', json: '"x\\ud800y"', text: 'x\ud800y' },
  { name: 'surrogate bajo suelto', json: '"\\udfff"', text: '\udfff' },
  { name: '1 MB', json: `"${megabyte}"`, text: megabyte },
  { name: '1e309', json: '1e309', text: '1e309' },
  { name: '-0', json: '-0', text: '-0' },
  { name: 'NaN', json: 'NaN', text: 'NaN' },
  { name: '5 decimales', json: '1500.12345', text: '1500.12345' },
  { name: 'enorme', json: '99999999999999999999999', text: '99999999999999999999999' },
  { name: 'negativo', json: '-1', text: '-1' },
  { name: 'listas anidadas', json: '['.repeat(200) + ']'.repeat(200), text: '[[[[]]]]' },
  { name: 'objeto', json: '{"$gt":""}', text: '[object Object]' },
  { name: 'booleano', json: 'true', text: 'true' },
  { name: 'número donde va texto', json: '-12345', text: '-12345' },
  { name: 'fecha lejana', json: '["9999-12-31",""]', text: '9999-12-31' },
  { name: 'fecha lejana (texto)', json: '"9999-12-31"', text: '+275760-09-13' },
  { name: 'fecha antigua', json: '["0001-01-01","0001-01-02"]', text: '0001-01-01' },
  { name: 'SQL', json: `"' OR 1=1; DROP TABLE clients; --"`, text: `' OR 1=1; DROP TABLE clients; --` },
  { name: 'script', json: '"<script>alert(1)</script>"', text: '<script>alert(1)</script>' },
  { name: 'JSON con NUL escapado', json: '"{\\"texto\\":\\"a\\\\u0000b\\"}"', text: '{"texto":"a\\u0000b"}' },
  { name: 'vacío', json: '""', text: '' },
  { name: 'null', json: 'null', text: 'null' },
];

/** What a whole JSON body can be besides an object. */
export const HOSTILE_BODIES: string[] = [
  '['.repeat(500) + ']'.repeat(500),
  '"texto"',
  '1e309',
  'null',
  'NaN',
  '{"a":',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
];

/** English texts of zod, Fastify and Node that must never reach a user. */
export const ENGLISH_FRAGMENTS = [
  'Invalid',
  'Required',
  'Expected',
  'expected',
  'Too big',
  'Too small',
  'Unrecognized',
  'must ',
  'Unexpected',
  'Bad Request',
  'Not Found',
  'Internal Server Error',
  'Unsupported',
  'Malformed',
  'Rate limit',
  'exceeded',
  'is not',
  'cannot',
  'querystring',
  'body/',
  'params/',
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  default?: unknown;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  /** Form fields of a multipart operation (the document does not describe multipart bodies). */
  multipartFields?: string[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

/**
 * The routes that need no session: public ones (`security: []`) and those a machine key signs
 * (their own security scheme); the others inherit the document's session.
 */
export const isPublic = (op: Operation) =>
  Array.isArray(op.security) && !op.security.some((scheme) => SESSION_SCHEME in (scheme as object));
const SESSION_SCHEME = 'session';

/** Plain values where a test fixture is needed to get past the first check; the rest come from the schema. */
export interface Fixtures {
  /** A real value for a path parameter, by the route's first segment and the parameter's name. */
  pathValue(op: Operation, name: string): string;
  /** Plain values for fields whose schema says too little (a date range is an array of texts). */
  byName: Record<string, unknown>;
}

function plainValue(schema: JsonSchema, name: string, fixtures: Fixtures): unknown {
  if (name in fixtures.byName) return fixtures.byName[name];
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return plainValue(options[0]!, name, fixtures);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'number':
    case 'integer':
      return 0; // never a positive amount: a plain request cannot move money
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return plainObject(schema, fixtures);
    default:
      return 'hostil';
  }
}

function plainObject(schema: JsonSchema, fixtures: Fixtures): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    result[name] = plainValue(schema.properties?.[name] ?? {}, name, fixtures);
  }
  return result;
}

/** One field the walk puts hostile values into ('none': a plain request). */
export interface Field {
  where: 'path' | 'query' | 'body' | 'whole body' | 'header' | 'multipart' | 'none';
  name: string;
}

export function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = (op.parameters ?? []).map((p) => ({ where: p.in, name: p.name }));
  const json = op.requestBody?.content['application/json']?.schema;
  if (json) {
    for (const name of Object.keys(json.properties ?? {})) fields.push({ where: 'body', name });
    fields.push({ where: 'whole body', name: '(cuerpo)' });
  }
  if (op.multipartFields) {
    for (const name of op.multipartFields) fields.push({ where: 'multipart', name });
    fields.push({ where: 'whole body', name: '(multipart)' });
  }
  const header = isPublic(op) ? MACHINE_KEY_HEADER[segment(op)] : 'x-access-token';
  if (header && !fields.some((f) => f.where === 'header')) fields.push({ where: 'header', name: header });
  return fields;
}

/** The header each machine route authenticates with (the others are panel sessions or public). */
const MACHINE_KEY_HEADER: Record<string, string> = {
  gateway: 'x-bot-key',
  notifications: 'x-intake-key',
  platform: 'x-platform-key',
};
export const segment = (op: Operation) => op.path.split('/')[2] ?? '';

/** Header values are Latin-1 on the wire: anything else goes percent-encoded. */
const headerSafe = (text: string) => (/[\u0100-\uffff]/.test(text) ? urlPart(text) : text);

function urlPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return LONE_SURROGATE_URL; // a lone surrogate
  }
}

/** The inject options for `field` = `value` (or the whole body), plain values in the other required fields. */
export function hostileRequest(
  op: Operation,
  field: Field,
  value: Hostile,
  wholeBody: string,
  headers: Record<string, string>,
  fixtures: Fixtures,
  multipart: (
    fields: Record<string, string>,
    hostileBody?: string,
  ) => { payload: Buffer; headers: Record<string, string> },
): InjectOptions {
  const params = op.parameters ?? [];
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    field.where === 'path' && field.name === name
      ? name === 'key' && op.path.startsWith('/api/files/') // the file path's wildcard keeps its slashes
        ? urlPart(value.text).replaceAll('%2F', '/')
        : urlPart(value.text)
      : encodeURIComponent(fixtures.pathValue(op, name)),
  );
  const query = params
    .filter((p) => p.in === 'query' && (p.required || (field.where === 'query' && field.name === p.name)))
    .map((p) => {
      const text =
        field.where === 'query' && field.name === p.name
          ? value.text
          : String(plainValue(p.schema, p.name, fixtures));
      return `${encodeURIComponent(p.name)}=${urlPart(text)}`;
    });
  const allHeaders = { ...headers };
  for (const p of params.filter((p) => p.in === 'header' && !(p.name in allHeaders))) {
    allHeaders[p.name] = String(plainValue(p.schema, p.name, fixtures));
  }
  if (field.where === 'header') allHeaders[field.name] = headerSafe(value.text);
  const options: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: `${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers: allHeaders,
  };

  if (op.multipartFields) {
    const body = multipart(
      field.where === 'multipart' ? { [field.name]: value.text } : {},
      field.where === 'whole body' ? wholeBody : undefined,
    );
    return { ...options, payload: body.payload, headers: { ...allHeaders, ...body.headers } };
  }
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema) return options;
  let payload: string;
  if (field.where === 'whole body') payload = wholeBody;
  else {
    const plain = plainObject(schema, fixtures);
    if (field.where !== 'body') payload = JSON.stringify(plain);
    else {
      // The hostile value goes in as raw JSON text, so 1e309, -0 and NaN reach the parser as written.
      const marker = '"\u2063hostil\u2063"';
      payload = JSON.stringify({ ...plain, [field.name]: '\u2063hostil\u2063' }).replace(
        marker,
        () => value.json,
      );
    }
  }
  return { ...options, payload, headers: { ...allHeaders, 'content-type': 'application/json' } };
}
