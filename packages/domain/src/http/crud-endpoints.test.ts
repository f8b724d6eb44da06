import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { crudEndpoints } from './crud-endpoints';
import { defineEndpointsWith } from './feature-endpoints';
import { idParams } from './id-params';

const body = z.object({ name: z.string() });
const view = z.object({ id: z.number(), name: z.string() });
const query = z.object({ q: z.string().optional() });
const thing = {
  noun: 'Thing',
  path: '/api/things',
  body,
  list: z.array(view),
  view,
  saved: view,
  deleted: z.object({ id: z.number() }),
} as const;
const access = { roles: [1] } as const;

describe('crudEndpoints', () => {
  const table = defineEndpointsWith({ tag: 'things', access })({
    ...crudEndpoints(thing, {
      list: { summary: 'Cosas' },
      export: { rows: 'Cosas', query },
      read: { summary: 'Una cosa' },
      create: { summary: 'Nueva cosa', errors: [422] },
      update: { summary: 'Editar cosa', method: 'PUT' },
      delete: { summary: 'Borrar cosa', access: { roles: [1, 2] } },
      toggle: { summary: 'Activar o desactivar cosa' },
    }),
  });

  it('gives each operation the contract written out in full', () => {
    expect(table).toEqual({
      list: {
        operationId: 'listThings',
        method: 'GET',
        path: '/api/things',
        summary: 'Cosas',
        tag: 'things',
        access,
        answers: { 200: thing.list },
        errors: [],
      },
      export: {
        operationId: 'exportThings',
        method: 'GET',
        path: '/api/things/export.csv',
        summary: 'Cosas como se ven en la lista (CSV; sort, dir y q como la lista)',
        tag: 'things',
        access,
        query,
        answers: { 200: 'csv' },
        errors: [],
      },
      read: {
        operationId: 'readThing',
        method: 'GET',
        path: '/api/things/{id}',
        summary: 'Una cosa',
        tag: 'things',
        access,
        params: idParams,
        answers: { 200: view },
        errors: [404],
      },
      create: {
        operationId: 'createThing',
        method: 'POST',
        path: '/api/things',
        summary: 'Nueva cosa',
        tag: 'things',
        access,
        body,
        answers: { 201: view },
        errors: [422],
      },
      update: {
        operationId: 'updateThing',
        method: 'PUT',
        path: '/api/things/{id}',
        summary: 'Editar cosa',
        tag: 'things',
        access,
        params: idParams,
        body,
        answers: { 200: view },
        errors: [404],
      },
      delete: {
        operationId: 'deleteThing',
        method: 'DELETE',
        path: '/api/things/{id}',
        summary: 'Borrar cosa',
        tag: 'things',
        access: { roles: [1, 2] },
        params: idParams,
        answers: { 200: thing.deleted },
        errors: [404],
      },
      toggle: {
        operationId: 'toggleThing',
        method: 'POST',
        path: '/api/things/{id}/toggle',
        summary: 'Activar o desactivar cosa',
        tag: 'things',
        access,
        params: idParams,
        answers: { 200: view },
        errors: [404],
      },
    });
  });

  it('keeps the order the operations are listed in and leaves out those not listed', () => {
    const some = crudEndpoints(thing, { delete: { summary: 'Borrar' }, list: { summary: 'Cosas' } });
    expect(Object.keys(some)).toEqual(['delete', 'list']);
  });

  it('keeps the literal types the web infers its calls from', () => {
    expectTypeOf(table.read.operationId).toEqualTypeOf<'readThing'>();
    expectTypeOf(table.update.method).toEqualTypeOf<'PUT'>();
    expectTypeOf(table.update.path).toEqualTypeOf<'/api/things/{id}'>();
    expectTypeOf(table.update.params).toEqualTypeOf<typeof idParams>();
    expectTypeOf(table.create.body).toEqualTypeOf<typeof body>();
    expectTypeOf(table.export.query).toEqualTypeOf<typeof query>();
    expectTypeOf(table.list.answers[200]).toEqualTypeOf<typeof thing.list>();
    expectTypeOf(table.toggle.path).toEqualTypeOf<'/api/things/{id}/toggle'>();
  });
});
