import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** PostgreSQL connection limits (README 'Environment variables'); the config reads them from the environment. */
export interface PoolSettings {
  /** Connecting, and waiting for a free pooled connection: past it the request answers 503. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (statement_timeout). */
  statementTimeoutMs: number;
  poolMax: number;
}
export const POOL_DEFAULTS: PoolSettings = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
  poolMax: 10,
};

/**
 * How long a client may take (README 'Environment variables'): a slow or silent client is cut with a
 * 408 instead of holding a connection forever (http/client-limits.ts).
 */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (never more than requestTimeoutMs). */
  headersTimeoutMs: number;
  /** A connection with no traffic at all for this long is closed (WebSockets excepted). */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** Uploads one bot key may have in flight at once; more answer 429. */
  uploadsPerBot: number;
}
export const HTTP_LIMIT_DEFAULTS: HttpLimits = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  connectionTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
  uploadsPerBot: 4,
};

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
  // A second connection for heavy reads (docs/architecture.md, "Growing past one machine").
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL debe empezar con postgres:// o postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  // Receipt files in S3-compatible object storage instead of DATA_DIR/uploads (docs/deploy.md).
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT debe ser una URL http:// o https://' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { error: 'S3_FORCE_PATH_STYLE debe ser 0 o 1' }).default('0'),
  // Rate-limit counters shared by every instance (docs/architecture.md, "Growing past one machine").
  RATE_LIMIT_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'RATE_LIMIT_REDIS_URL debe empezar con redis:// o rediss://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY debe tener al menos 32 caracteres').optional(),
  SEED_DEMO: z.enum(['0', '1'], { error: 'SEED_DEMO debe ser 0 o 1' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds('DATABASE_CONNECT_TIMEOUT_MS', POOL_DEFAULTS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    POOL_DEFAULTS.statementTimeoutMs,
  ),
  DATABASE_POOL_MAX: wholeNumber('DATABASE_POOL_MAX', 1, 1000, POOL_DEFAULTS.poolMax),
  // Receipt reading (docs/features/receipt-reading.md): OCR threads per instance (0: this instance
  // reads nothing, another does) and the time one file may take.
  READING_WORKERS: wholeNumber('READING_WORKERS', 0, 8, 1),
  READING_TIMEOUT_MS: milliseconds('READING_TIMEOUT_MS', 30_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds('HTTP_REQUEST_TIMEOUT_MS', HTTP_LIMIT_DEFAULTS.requestTimeoutMs),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds('HTTP_HEADERS_TIMEOUT_MS', HTTP_LIMIT_DEFAULTS.headersTimeoutMs),
  HTTP_CONNECTION_TIMEOUT_MS: milliseconds(
    'HTTP_CONNECTION_TIMEOUT_MS',
    HTTP_LIMIT_DEFAULTS.connectionTimeoutMs,
  ),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(
    'HTTP_KEEP_ALIVE_TIMEOUT_MS',
    HTTP_LIMIT_DEFAULTS.keepAliveTimeoutMs,
  ),
  GATEWAY_UPLOADS_PER_BOT: wholeNumber('GATEWAY_UPLOADS_PER_BOT', 1, 100, HTTP_LIMIT_DEFAULTS.uploadsPerBot),
  // Private, loopback and link-local addresses a bot URL may name (docs/features/bots.md): none in
  // production; development and the e2e tests allow 127.0.0.1 and localhost.
  BOT_URL_ALLOW_PRIVATE: z
    .string()
    .regex(/^[\w.:\-[\]]+(,\s*[\w.:\-[\]]+)*$/, {
      error: 'BOT_URL_ALLOW_PRIVATE debe ser nombres o direcciones IP separados por comas',
    })
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN debe tener al menos 16 caracteres').optional(),
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

/** A whole number within [min, max]; every failure answers the one message. */
function wholeNumber(name: string, min: number, max: number, fallback: number, unit = '') {
  const message = `${name} debe ser un número entero${unit} entre ${min} y ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

function milliseconds(name: string, fallback: number) {
  return wholeNumber(name, 100, 3_600_000, fallback, ' de milisegundos');
}

/** Every variable the server reads (the README's table lists each one). */
export const ENV_VARIABLES = envSchema.keyof().options;

/** Where the S3 blob store writes (storage/s3-blob-store.ts). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Heavy reads (dashboard, exports, audiences' players) go here; unset, to databaseUrl. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** Set: receipt files in S3-compatible storage; unset: DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Set: the rate limits count in this Redis, shared by every instance; unset: in memory. */
  rateLimitRedisUrl: string | undefined;
  jwtSecret: string;
  /** Encrypts the islands' stored passwords (security/secret-box.ts). */
  secretsKey: string;
  seedDemo: boolean;
  logLevel: string;
  /** PostgreSQL connect and statement limits and pool size (unused on PGlite). */
  databasePool: PoolSettings;
  /** Receipt reading: worker threads of this instance (0: none) and the limit per file. */
  reading: { workers: number; timeoutMs: number };
  /** Request, header and idle limits and uploads per bot key; unset (tests), HTTP_LIMIT_DEFAULTS. */
  httpLimits?: HttpLimits;
  /**
   * Hosts and IPs of private networks a bot URL may name (BOT_URL_ALLOW_PRIVATE); unset, none
   * outside development, 127.0.0.1 and localhost in it.
   */
  botUrlAllowPrivate?: string[];
  /** Bearer token of GET /api/metrics; unset, the metrics are off (404). */
  metricsToken: string | undefined;
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
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('Configuración inválida:\n- DATABASE_READ_URL: requiere DATABASE_URL');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Configuración inválida:\n- S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: se indican las dos o ninguna',
    );
  }
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    rateLimitRedisUrl: e.RATE_LIMIT_REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? localDevelopmentSecret(dataDir, 'jwt-secret'),
    secretsKey: e.SECRETS_KEY ?? localDevelopmentSecret(dataDir, 'secrets-key'),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !production,
    logLevel: e.LOG_LEVEL,
    databasePool: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      poolMax: e.DATABASE_POOL_MAX,
    },
    reading: { workers: e.READING_WORKERS, timeoutMs: e.READING_TIMEOUT_MS },
    httpLimits: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      uploadsPerBot: e.GATEWAY_UPLOADS_PER_BOT,
    },
    botUrlAllowPrivate: e.BOT_URL_ALLOW_PRIVATE
      ? e.BOT_URL_ALLOW_PRIVATE.split(',').map((h) => h.trim().toLowerCase())
      : e.NODE_ENV === 'development'
        ? ['127.0.0.1', 'localhost']
        : [],
    metricsToken: e.METRICS_TOKEN,
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
