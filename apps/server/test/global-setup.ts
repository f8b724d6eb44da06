import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run; each test file then clones it (a copied PGlite folder, or
 * CREATE DATABASE ... TEMPLATE on PostgreSQL), so files never share data.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this process: read it from the project.
  const engine = project.config.env?.TEST_ENGINE ?? process.env.TEST_ENGINE ?? 'pglite';
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `panel_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openDatabase({ databaseUrl: withDatabase(url, template), dataDir: os.tmpdir() });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${template}_%`, template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'panel-tpl-'));
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
