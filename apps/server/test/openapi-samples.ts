/**
 * One plain, valid value per JSON schema of the OpenAPI document: what a partner's generated client
 * would send when it only knows the document. It reads the schema's example, enum, format, pattern,
 * lengths and bounds; it knows nothing of the server's code.
 */

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
}

/** Sample texts per format; a pattern takes the first of the candidates it matches. */
const BY_FORMAT: Record<string, string> = {
  email: 'ana.perez@example.com',
  date: '2026-01-15',
  'date-time': '2026-01-15T12:00:00.000Z',
  uri: 'https://example.com/aviso',
  url: 'https://example.com/aviso',
  uuid: '3f1c2b1e-8a4d-4c1e-9b7a-2d5e6f708192',
  binary: 'archivo',
};
const CANDIDATES = [
  'Texto',
  'ARS',
  'texto-1',
  '100.50',
  '100',
  '1155550001',
  '09:30',
  ...Object.values(BY_FORMAT),
];

export type Resolve = (ref: string) => SchemaObject;

function sampleText(schema: SchemaObject): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (text: string) =>
    text.length >= min &&
    text.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  const preferred = schema.format ? BY_FORMAT[schema.format] : undefined;
  const found = [preferred, ...CANDIDATES].find((text) => text !== undefined && fits(text));
  if (found !== undefined) return found;
  if (schema.pattern) throw new Error(`sin muestra para el patrón ${schema.pattern}`);
  return 'x'.repeat(Math.max(min, 1));
}

function sampleNumber(schema: SchemaObject, integer: boolean): number {
  const step = schema.multipleOf ?? 1;
  let value = schema.minimum !== undefined ? schema.minimum + (schema.exclusiveMinimum ? step : 0) : 1;
  if (value < 1 && (schema.maximum === undefined || schema.maximum >= 1)) value = 1;
  if (schema.maximum !== undefined && value > schema.maximum)
    value = schema.maximum - (schema.exclusiveMaximum ? step : 0);
  return integer ? Math.ceil(value) : value;
}

/** A value the schema accepts: every property set, optional ones too, so their formats are tried. */
export function sampleOf(schema: SchemaObject, resolve: Resolve): unknown {
  if (schema.$ref) return sampleOf(resolve(schema.$ref), resolve);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sampleOf(branches[0]!, resolve);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, resolve)));
  switch (schema.type) {
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      if (schema.maxItems === 0) return [];
      const length = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length }, () => sampleOf(schema.items ?? {}, resolve));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          sampleOf(property, resolve),
        ]),
      );
    case 'string':
      return sampleText(schema);
    default:
      return schema.default ?? 'x';
  }
}
