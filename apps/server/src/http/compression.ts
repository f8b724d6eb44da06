import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers over 1 KB (JSON lists, CSV exports, the API docs) are compressed on the fly, brotli at a
 * fast level (the highest one costs more CPU than it saves on the wire) or gzip. Answers that already
 * carry an encoding (the web app's files, compressed at build time, see web-app.ts), images, PDFs and
 * the WebSocket are left as they are. Registered before every route, as the plugin requires.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    // The same on every Node version: zstd exists only from Node 22.15.
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
