import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Panel Comprobantes</title>' +
  '<p>La aplicación web no está compilada. Ejecute <code>npm run build</code> o <code>npm start</code>.</p>';

/**
 * The built SPA on the same port as the API. Unknown API paths answer JSON 404; any other unknown
 * path gets index.html so the web router decides (its own not-found page included).
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = !!distDir && existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every script and stylesheet (vite.config.ts): the one
      // the browser accepts is sent as it is, with no compression work per request.
      preCompressed: true,
      // Built files carry a content hash in their names: they never change, so browsers keep them.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: 'No existe la ruta solicitada en la API' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'No se encontró el recurso solicitado' });
    }
    if (!hasBuild) return reply.status(200).type('text/html').send(NOT_BUILT);
    // index.html names the current hashed files, so it is revalidated on every load.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
