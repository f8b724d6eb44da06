import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { spawnServer, type ServerProcess } from '../../test/server-process';

// The real process and its real log output (JSON lines outside development), on this run's engine.
let server: ServerProcess;
let t: TestApp | undefined;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-logs-'));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.TEST_ENGINE === 'postgres') {
    t = await startTestApp();
    env = { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl! };
  } else {
    await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  }
  server = await spawnServer(env);
  await server.listening;
}, 120_000);
afterAll(async () => {
  await server.stop();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const logLines = () =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });

/** The request's log lines once its completion is written (the process writes them a moment later). */
async function linesOf(reqId: string) {
  for (let i = 0; i < 100; i++) {
    const lines = logLines().filter((l) => l.reqId === reqId);
    if (lines.some((l) => l.msg === 'request completed')) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return logLines().filter((l) => l.reqId === reqId);
}

describe('request ids in the logs', { timeout: 120_000 }, () => {
  it("writes the proxy's x-request-id in every log line of the request and answers it", async () => {
    const id = 'caddy-7c1d2e3f';
    const response = await fetch(`http://127.0.0.1:${server.port}/api/no-existe`, {
      headers: { 'x-request-id': id },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe(id);
    const lines = await linesOf(id);
    // Fastify logs the incoming request and its completion; both carry the id.
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces an id that could forge a log line, and logs under the replacement', async () => {
    const forged = 'x" , "level": 60, "msg": "falso';
    const response = await fetch(`http://127.0.0.1:${server.port}/api/health`, {
      headers: { 'x-request-id': forged },
    });
    const given = response.headers.get('x-request-id')!;
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(await linesOf(given)).toHaveLength(2);
    expect(server.stdout()).not.toContain('falso');
  });
});
