import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineEndpoints } from '@panel/domain/http/endpoint';
import { serve } from '../serve-endpoint';
import { openApiOptions } from './document-setup';

/** What the document derives from a contract: security, failures, and the bodies that are not JSON. */
const endpoints = defineEndpoints({
  upload: {
    operationId: 'uploadThing',
    method: 'POST',
    path: '/api/things/upload',
    summary: 'Subir',
    tag: 'bot-gateway',
    access: { machineKey: 'bot' },
    body: 'multipart',
    uploadFields: z.object({
      phone: z.string().meta({ example: '1155550001' }),
      note: z.string().optional(),
    }),
    answers: { 201: z.object({ id: z.number() }) },
    errors: [413, 415],
  },
  report: {
    operationId: 'readThingsCsv',
    method: 'GET',
    path: '/api/things/{id}/report.csv',
    summary: 'Informe',
    tag: 'dashboard',
    access: { roles: [1, 2] },
    params: z.object({ id: z.coerce.number() }),
    answers: { 200: 'csv' },
    errors: [404],
  },
});

let app: FastifyInstance;
let doc: {
  paths: Record<string, Record<string, Record<string, unknown> & { responses: Record<string, unknown> }>>;
  servers: unknown[];
};
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, openApiOptions(new URL('https://panel.example.com/x')));
  await app.register(
    async (api) => {
      serve(api, endpoints.upload, async () => ({ id: 1 }));
      serve(api, endpoints.report, async (_request, reply) => reply.type('text/csv').send('a'));
    },
    { prefix: '/api' },
  );
  await app.ready();
  doc = app.swagger() as never;
});
afterAll(() => app.close());

describe('the OpenAPI operation of a contract', () => {
  it('signs a machine route with its key and describes the multipart upload', () => {
    const upload = doc.paths['/api/things/upload']!.post!;
    expect(upload.operationId).toBe('uploadThing');
    expect(upload.security).toEqual([{ botKey: [] }]);
    expect(upload.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              phone: { type: 'string', example: '1155550001' },
              note: { type: 'string' },
              file: { type: 'string', format: 'binary', description: 'La imagen o el PDF' },
            },
            required: ['phone', 'file'],
          },
        },
      },
    });
    expect(Object.keys(upload.responses)).toEqual(['201', '400', '401', '413', '415', '503']);
  });

  it("lists a session route's roles and failures, and its CSV answer as text/csv", () => {
    const report = doc.paths['/api/things/{id}/report.csv']!.get!;
    expect(report.security).toEqual([{ session: [] }]);
    expect(report['x-roles']).toEqual([1, 2]);
    expect(Object.keys(report.responses)).toEqual(['200', '400', '401', '403', '404', '503']);
    expect(report.responses['200']).toEqual({
      description: 'Archivo CSV',
      content: { 'text/csv': { schema: { type: 'string' } } },
    });
    expect(doc.servers).toEqual([{ url: 'https://panel.example.com', description: 'Este panel' }]);
  });
});
