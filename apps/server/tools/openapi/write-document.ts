import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

/**
 * Writes the OpenAPI document the app serves at /api/docs/json to a file, without listening on a
 * port: `npm run lint:api` lints it (docs/api-contracts.md 'The OpenAPI document').
 * Usage: tsx apps/server/tools/openapi/write-document.ts <file.json>
 */
const target = process.argv[2];
if (!target) throw new Error('Uso: write-document.ts <archivo.json>');

// A throwaway PGlite folder: building the app migrates a database, which the document does not read.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-openapi-'));
try {
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' }),
  );
  await app.ready();
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
