import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isHashedAsset } from './security-headers';

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Panel Comprobantes</title>' +
  '<p>La aplicación web no está compilada. Ejecute <code>npm run build</code> o <code>npm start</code>.</p>';

/** Nothing of the panel is for search engines (every answer also says `X-Robots-Tag: noindex`). */
const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/**
 * Where a health check or a Prometheus job aimed without the /api prefix lands: a JSON 404 that names
 * the right address, not the app's page with a 200 that a load balancer would take for healthy.
 * Not a redirect: load balancers differ on following one, and a scrape's token would go along.
 */
const API_ONLY_PATHS: Record<string, string> = {
  '/health': 'La verificación de estado está en /api/health',
  '/ready': 'La verificación de disponibilidad está en /api/ready',
  '/metrics': 'Las métricas están en /api/metrics',
};

/**
 * The built SPA on the same port as the API. Unknown API paths answer JSON 404; any other unknown
 * path gets index.html so the web router decides (its own not-found page included).
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = !!distDir && existsSync(path.join(distDir, 'index.html'));
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
  for (const [url, message] of Object.entries(API_ONLY_PATHS)) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => reply.status(404).send({ message }));
  }
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
    // A hashed file that is not there (an old build's name): the page instead would be read as a
    // script, and it would go without its security headers (http/security-headers.ts).
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isHashedAsset(request.url)) {
      return reply.status(404).send({ message: 'No se encontró el recurso solicitado' });
    }
    if (!hasBuild) return reply.status(200).type('text/html').send(NOT_BUILT);
    // index.html names the current hashed files, so it is revalidated on every load.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
