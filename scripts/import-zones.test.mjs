// The import zones of eslint.config.js, run through ESLint's Node API on in-memory text linted as
// an existing file (the TypeScript resolver maps the `@/` alias only for files of a tsconfig): each
// crossing must fail lint, the allowed imports beside it pass.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The zone messages ESLint gives `code` as if it were the file at `path` (none when allowed). */
async function zoneErrors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import zones', () => {
  it('a web feature imports no other feature, by relative path or by alias', async () => {
    const probe = 'apps/web/src/features/banks/api/get-banks.ts';
    for (const spec of ['../../islands/api/get-islands', '@/features/islands/api/get-islands'])
      expect(await zoneErrors(probe, `export * from '${spec}';\n`), spec).toEqual([
        expect.stringContaining('A feature imports no other feature'),
      ]);
    const allowed = `export * from './save-bank';\nexport * from '@/lib/api-client';\n`;
    expect(await zoneErrors(probe, allowed)).toEqual([]);
  });

  it('lib and components import no feature, and only the app does', async () => {
    const lib = await zoneErrors(
      'apps/web/src/lib/loading.ts',
      `export * from '../features/banks/api/get-banks';\n`,
    );
    expect(lib).toEqual([expect.stringContaining('Shared code (lib, components) imports no feature')]);
    const app = await zoneErrors(
      'apps/web/src/app/texts.ts',
      `export * from '../features/banks/api/get-banks';\n`,
    );
    expect(app).toEqual([]);
  });

  it("a server feature never imports another folder's routes", async () => {
    const probe = 'apps/server/src/banks/bank-service.ts';
    expect(await zoneErrors(probe, `export * from '../users/user-routes';\n`)).toEqual([
      expect.stringContaining("never import another folder's routes"),
    ]);
    expect(
      await zoneErrors(probe, `export * from '../db/schema';\nexport * from '../security/password';\n`),
    ).toEqual([]);
  });

  it('only routes import http/, and a lower layer imports no feature', async () => {
    const http = `export * from '../http/serve-endpoint';\n`;
    expect(await zoneErrors('apps/server/src/banks/bank-service.ts', http)).toEqual([
      expect.stringContaining('Only routes (*-routes.ts) and the app wiring import http/'),
    ]);
    expect(await zoneErrors('apps/server/src/banks/bank-routes.ts', http)).toEqual([]);
    const db = await zoneErrors('apps/server/src/db/errors.ts', `export * from '../banks/bank-service';\n`);
    expect(db).toEqual([
      expect.stringContaining('A lower layer (db, http, security, storage…) imports no feature'),
    ]);
  });
});
