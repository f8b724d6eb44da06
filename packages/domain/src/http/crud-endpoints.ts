import type { z } from 'zod';
import type { AnswerBody, EndpointContract, HttpMethod } from './endpoint';
import { listExport } from './feature-endpoints';

/**
 * A resource with a list screen (docs/api-contracts.md): its name in operationIds (`Bank`; the
 * list's takes an s, `listBanks`), its list path, the form's body and the answers of the list, of one record, of a save
 * and of a delete.
 */
interface Resource {
  readonly noun: string;
  readonly path: string;
  readonly body?: z.ZodType;
  readonly list?: AnswerBody;
  readonly view?: AnswerBody;
  readonly saved?: AnswerBody;
  readonly deleted?: AnswerBody;
}

/** An operation states its summary and whatever differs from the usual call (errors, access...). */
type Overrides = Partial<EndpointContract> & { readonly summary: string };
/** The CSV download: the rows' name for its summary and the list's query (`listExport`). */
type ExportEntry = Partial<EndpointContract> & { readonly rows: string; readonly query: z.ZodType };

interface Operations {
  readonly list?: Overrides;
  readonly export?: ExportEntry;
  readonly read?: Overrides;
  readonly create?: Overrides;
  readonly update?: Overrides;
  readonly delete?: Overrides;
  /** Active or not (`POST <path>/{id}/toggle`), answered as a save. */
  readonly toggle?: Overrides;
}

/** A usual call's fixed fields; create and update add the resource's body. */
type Call<Id extends string, M extends HttpMethod, P extends string, A> = {
  operationId: Id;
  method: M;
  path: P;
  answers: A;
};
type One<R extends Resource> = `${R['path']}/{id}`;

type Usual<R extends Resource> = {
  list: Call<`list${R['noun']}s`, 'GET', R['path'], { 200: R['list'] }>;
  export: ReturnType<typeof listExport<`export${R['noun']}s`, z.ZodType>>;
  read: Call<`read${R['noun']}`, 'GET', One<R>, { 200: R['view'] }>;
  create: Call<`create${R['noun']}`, 'POST', R['path'], { 201: R['saved'] }> & { body: R['body'] };
  update: Call<`update${R['noun']}`, 'POST', One<R>, { 200: R['saved'] }> & { body: R['body'] };
  delete: Call<`delete${R['noun']}`, 'DELETE', One<R>, { 200: R['deleted'] }>;
  toggle: Call<`toggle${R['noun']}`, 'POST', `${One<R>}/toggle`, { 200: R['saved'] }>;
};

/** The usual call with the operation's own fields over it. */
type Entry<R extends Resource, K extends keyof Usual<R>, O> = Omit<Usual<R>[K], keyof O> & Omit<O, 'rows'>;

type Verb = keyof Operations;

function usual(resource: Resource, verb: Verb, entry: Partial<ExportEntry>): Partial<EndpointContract> {
  const { noun, path, body, list, view, saved, deleted } = resource;
  const one = `${path}/{id}`;
  const nouns = `${noun}s`;
  const answer = (schema: AnswerBody | undefined, status: 200 | 201 = 200) => ({
    answers: schema === undefined ? {} : { [status]: schema },
  });
  switch (verb) {
    case 'list':
      return { operationId: `list${nouns}`, method: 'GET', path, ...answer(list) };
    case 'export':
      return listExport(`export${nouns}`, path, entry.rows ?? '', entry.query as z.ZodType);
    case 'read':
      return { operationId: `read${noun}`, method: 'GET', path: one, ...answer(view) };
    case 'create':
      return { operationId: `create${noun}`, method: 'POST', path, body, ...answer(saved, 201) };
    case 'update':
      return { operationId: `update${noun}`, method: 'POST', path: one, body, ...answer(saved) };
    case 'delete':
      return { operationId: `delete${noun}`, method: 'DELETE', path: one, ...answer(deleted) };
    case 'toggle':
      return { operationId: `toggle${noun}`, method: 'POST', path: `${one}/toggle`, ...answer(saved) };
  }
}

/**
 * The list, export, read, create, update, delete and toggle entries of a resource's table, for
 * `defineEndpointsWith(...)({ ...crudEndpoints(resource, operations), ... })`: each operation listed
 * gets its operationId (`listBanks`, `readBank`...), method, path (`/api/banks`, `/api/banks/{id}`),
 * body and answer, under its summary and whatever else it states (a PUT, its errors, its access).
 * The entries are the objects written out in full would be, in the order the operations are listed.
 */
export function crudEndpoints<const R extends Resource, const O extends Operations>(
  resource: R,
  operations: O,
) {
  const entries: Record<string, Partial<EndpointContract>> = {};
  for (const [verb, entry] of Object.entries(operations) as [Verb, Partial<ExportEntry>][]) {
    const { rows: _rows, ...own } = entry;
    entries[verb] = { ...usual(resource, verb, entry), ...own };
  }
  return entries as { readonly [K in keyof O & Verb]: Entry<R, K, O[K]> };
}
