import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../config';

// What can be checked here of the deployment files (docs/deploy.md): the image itself is built by
// `docker build`, whose steps are the README's commands that CI already runs.
const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  logging?: { driver: string; options: Record<string, string> };
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const panels = Object.entries(compose.services).filter(([, s]) => s.build === '.');

describe('compose.yaml', () => {
  it('runs PostgreSQL, two panel instances from this Dockerfile and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['panel-1', 'panel-2', 'postgres', 'proxy']);
    expect(panels.map(([name]) => name)).toEqual(['panel-1', 'panel-2']);
    expect(compose.services.postgres!.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('gives both instances the same production settings, each a variable the server reads', () => {
    const [[, first], [, second]] = panels as [[string, Service], [string, Service]];
    expect(second.environment).toEqual(first.environment);
    const env = first.environment!;
    for (const name of Object.keys(env)) expect(ENV_VARIABLES).toContain(name);
    expect(env.NODE_ENV).toBe('production');
    // Required secrets stop `docker compose up` with a message when missing.
    for (const name of ['JWT_SECRET', 'SECRETS_KEY'])
      expect(env[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    const postgres = compose.services.postgres!.environment!;
    const url = env.DATABASE_URL!.replace(/\$\{POSTGRES_PASSWORD[^}]*\}/, 'clave');
    const parsed = new URL(url);
    expect(parsed.hostname).toBe('postgres');
    expect(parsed.username).toBe(postgres.POSTGRES_USER);
    expect(parsed.pathname).toBe(`/${postgres.POSTGRES_DB}`);
    expect(first.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    // Receipt files are shared: an upload on one instance is served by the other.
    expect(first.volumes).toEqual(['uploads:/data/uploads']);
  });

  it('publishes only the proxy, which balances both instances on /api/ready', () => {
    for (const [, panel] of panels) expect(panel.ports).toBeUndefined();
    const proxy = compose.services.proxy!;
    expect(proxy.ports).toEqual(['80:80', '443:443']);
    const mount = proxy.volumes!.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'))!;
    const caddyfile = read(mount.split(':')[0]!);
    expect(caddyfile).toMatch(/reverse_proxy panel-1:8080 panel-2:8080/);
    expect(caddyfile).toContain('health_uri /api/ready');
    expect(caddyfile).toContain('header_up X-Request-Id');
  });

  it("caps every container's log, so a long-running machine never fills its disk with logs", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging?.options['max-size'], name).toMatch(/^\d+m$/);
      expect(Number(service.logging?.options['max-file']), name).toBeGreaterThan(0);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

  it('builds in stages with the README commands and runs as a user without privileges', () => {
    expect(instructions.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(2);
    const runs = instructions.filter((line) => line.startsWith('RUN '));
    expect(runs.some((line) => line.includes('npm ci'))).toBe(true);
    expect(runs).toContain('RUN npm run build');
    const lastFrom = instructions.findLastIndex((line) => line.startsWith('FROM '));
    const user = instructions.slice(lastFrom).find((line) => line.startsWith('USER '));
    expect(user).toBe('USER node');
  });

  it('runs on a supported Node LTS, the same in every stage, within the engines the project declares', () => {
    const bases = instructions.filter((line) => line.startsWith('FROM ')).map((line) => line.split(' ')[1]);
    // Node 24 LTS is supported until April 2028 (README 'Node.js versions').
    expect(new Set(bases)).toEqual(new Set([bases[0]]));
    // Pinned by digest, so a build repeats byte for byte (docs/deploy.md).
    expect(bases[0]).toMatch(/^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=22.12');
  });

  it('starts the server file that npm start runs, and checks /api/health', () => {
    const serverStart = (JSON.parse(read('apps/server/package.json')) as { scripts: { start: string } })
      .scripts.start;
    const cmd = JSON.parse(instructions.find((line) => line.startsWith('CMD '))!.slice(4)) as string[];
    expect(serverStart).toBe('tsx src/main.ts');
    expect(cmd).toEqual(['node', '--import', 'tsx', 'apps/server/src/main.ts']);
    expect(existsSync(path.join(root, cmd.at(-1)!))).toBe(true);
    expect(instructions.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/api/health');
  });

  it('leaves local modules, data and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', 'data', 'apps/web/dist', '.env'])
      expect(ignored).toContain(entry);
  });
});

describe('the documentation lists every setting', () => {
  it.each(['README.md', 'docs/deploy.md'])('%s names each environment variable the server reads', (file) => {
    const text = read(file);
    const missing = ENV_VARIABLES.filter((name) => !text.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
