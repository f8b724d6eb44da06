import type { z } from 'zod';
import type { EndpointContract } from './endpoint';
import { idParams } from './id-params';

/** What a feature's contracts share: a default for any field, usually the tag and the access. */
type Defaults = Partial<EndpointContract>;

/** Fields every table fills in when an entry leaves them out: see `contractOf`. */
type Derived = 'errors' | 'params';

/** A contract without the defaulted fields, which it may still state to differ from the default. */
type Entry<D extends Defaults> = Omit<EndpointContract, keyof D | Derived> &
  Partial<Pick<EndpointContract, (keyof D & keyof EndpointContract) | Derived>>;

/** Unless the entry or the file lists them: 404 for a path with parameters (a record not found). */
type ErrorsOf<D, E> = E extends { errors: unknown }
  ? unknown
  : D extends { errors: unknown }
    ? unknown
    : E extends { path: `${string}{${string}` }
      ? { readonly errors: readonly [404] }
      : { readonly errors: readonly [] };
/** A path whose only parameter is `{id}` takes `idParams` unless the entry or the file says otherwise. */
type ParamsOf<D, E> = E extends { params: unknown }
  ? unknown
  : D extends { params: unknown }
    ? unknown
    : E extends { path: `${string}{id}${string}` }
      ? { readonly params: typeof idParams }
      : unknown;

/** The entry's own fields win over the defaults; literal types are kept, as `defineEndpoints` does. */
type Filled<D extends Defaults, E> = Omit<D, keyof E> & E & ErrorsOf<D, E> & ParamsOf<D, E>;

/**
 * The whole contract, with what an entry may leave out: a path with parameters answers 404 when the
 * record is not the caller's (as the OpenAPI document assumes, http/openapi/route-document.ts in the
 * server), one without none; a path whose only parameter is `{id}` takes `idParams`, and one with
 * other parameters must state its `params`.
 */
function contractOf(defaults: Defaults, entry: Partial<EndpointContract>): EndpointContract {
  const path = entry.path ?? defaults.path ?? '';
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const errors = names.length > 0 ? [404] : [];
  const contract = { errors, ...defaults, ...entry } as EndpointContract;
  if (contract.params || names.length === 0) return contract;
  if (names.length === 1 && names[0] === 'id') return { ...contract, params: idParams };
  throw new Error(`${path}: el contrato declara sus params (${names.join(', ')})`);
}

/**
 * A feature's contracts with per-file defaults, so each entry states only what differs from the
 * file's usual tag and access (docs/api-contracts.md):
 * `defineEndpointsWith({ tag, access })({ list: {...}, ... })`. Each contract is the object the entry
 * spelled out in full would be: the server, the OpenAPI document and the role matrix see no change.
 */
export function defineEndpointsWith<const D extends Defaults>(defaults: D) {
  return <const T extends Record<string, Entry<D>>>(endpoints: T) => {
    const filled: Record<string, EndpointContract> = {};
    for (const [name, entry] of Object.entries(endpoints)) filled[name] = contractOf(defaults, entry);
    return filled as { readonly [K in keyof T]: Filled<D, T[K]> };
  };
}

/**
 * A list screen's CSV download (docs/features/lists.md): `<list path>/export.csv`, the rows as the
 * list shows them, taking the list's sort, dir and q; `rows` names them in the summary ('Bancos').
 */
export function listExport<const O extends string, const Q extends z.ZodType>(
  operationId: O,
  listPath: string,
  rows: string,
  query: Q,
) {
  return {
    operationId,
    method: 'GET',
    path: `${listPath}/export.csv`,
    summary: `${rows} como se ven en la lista (CSV; sort, dir y q como la lista)`,
    query,
    answers: { 200: 'csv' },
  } as const;
}
