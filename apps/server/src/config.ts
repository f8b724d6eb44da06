import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where relative paths in the environment are resolved: the folder `npm` was started from. */
const baseDir = process.env.INIT_CWD ?? process.cwd();

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV debe ser development, production o test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'PORT debe ser un número de puerto' })
    .int('PORT debe ser un número de puerto')
    .min(1, 'PORT debe estar entre 1 y 65535')
    .max(65535, 'PORT debe estar entre 1 y 65535')
    .default(8080),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar con postgres:// o postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY debe tener al menos 32 caracteres').optional(),
  SEED_DEMO: z.enum(['0', '1'], { error: 'SEED_DEMO debe ser 0 o 1' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // How browsers reach the panel (docs/architecture.md, "Served over HTTP or HTTPS").
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL debe ser una URL http:// o https://' })
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/, {
      error: 'TRUST_PROXY debe ser true o direcciones IP (o redes) separadas por comas',
    })
    .optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** Encrypts the islands' stored passwords (security/secret-box.ts). */
  secretsKey: string;
  seedDemo: boolean;
  logLevel: string;
  /** Built web app served on the same port; null when serving the API only. */
  webDistDir: string | null;
  /** PUBLIC_URL: an https:// address turns the HTTPS-only headers on for every answer. */
  publicUrl: URL | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-Proto / -For is believed (false: nobody's). */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing = (['JWT_SECRET', 'SECRETS_KEY'] as const).filter((name) => production && !e[name]);
  if (missing.length > 0) {
    const lines = missing.map((name) => `- ${name}: es obligatorio en producción`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? localDevelopmentSecret(dataDir, 'jwt-secret'),
    secretsKey: e.SECRETS_KEY ?? localDevelopmentSecret(dataDir, 'secrets-key'),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !production,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL) : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  return value === 'true' || (value ?? false);
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/**
 * Outside production a secret is made once and kept in DATA_DIR, so sessions and encrypted island
 * passwords survive a restart.
 */
function localDevelopmentSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
