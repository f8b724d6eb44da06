import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'k'.repeat(40), DATA_DIR: '/tmp/panel-config-test' };

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 8080,
      env: 'development',
      databaseUrl: undefined,
      seedDemo: true,
      host: 'localhost',
    });
  });

  it('names the bad variable and says what is expected', () => {
    expect(() => loadConfig({ ...base, PORT: 'ochenta' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: '70000' })).toThrow(/PORT: PORT debe estar entre 1 y 65535/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL debe empezar con postgres/,
    );
    expect(() => loadConfig({ ...base, SEED_DEMO: 'si' })).toThrow(/SEED_DEMO debe ser 0 o 1/);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'corto' })).toThrow(
      /JWT_SECRET debe tener al menos 32 caracteres/,
    );
  });

  it('reads the database limits and the metrics token, refusing values that cannot work', () => {
    expect(loadConfig(base)).toMatchObject({
      databasePool: { connectTimeoutMs: 5000, statementTimeoutMs: 30_000, poolMax: 10 },
      metricsToken: undefined,
    });
    expect(
      loadConfig({
        ...base,
        DATABASE_CONNECT_TIMEOUT_MS: '1500',
        DATABASE_STATEMENT_TIMEOUT_MS: '60000',
        DATABASE_POOL_MAX: '4',
        METRICS_TOKEN: 'm'.repeat(20),
      }),
    ).toMatchObject({
      databasePool: { connectTimeoutMs: 1500, statementTimeoutMs: 60_000, poolMax: 4 },
      metricsToken: 'm'.repeat(20),
    });
    expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: '0' })).toThrow(
      /DATABASE_POOL_MAX: DATABASE_POOL_MAX debe ser un número entero entre 1 y 1000/,
    );
    expect(() => loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT_MS: 'cinco' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS debe ser un número entero de milisegundos entre 100 y 3600000/,
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'corto' })).toThrow(
      /METRICS_TOKEN debe tener al menos 16 caracteres/,
    );
  });

  it('reads the public address and which proxy to believe', () => {
    expect(loadConfig(base)).toMatchObject({ publicUrl: undefined, trustProxy: false });
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'https://panel.example.com',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config.publicUrl?.protocol).toBe('https:');
    expect(config.trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'panel.example.com' })).toThrow(
      /PUBLIC_URL debe ser una URL/,
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'si' })).toThrow(/TRUST_PROXY debe ser true/);
  });

  it('requires a JWT secret in production and seeds no demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: base.DATA_DIR })).toThrow(
      /JWT_SECRET: es obligatorio en producción\n- SECRETS_KEY: es obligatorio en producción/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SECRETS_KEY: '' })).toThrow(
      /SECRETS_KEY: es obligatorio en producción/,
    );
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.seedDemo).toBe(false);
    expect(config.host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('keeps a generated secret outside production so sessions survive a restart', () => {
    const first = loadConfig({ DATA_DIR: base.DATA_DIR }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: base.DATA_DIR }).jwtSecret).toBe(first);
    const key = loadConfig({ DATA_DIR: base.DATA_DIR }).secretsKey;
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(key).not.toBe(first);
    expect(loadConfig({ DATA_DIR: base.DATA_DIR }).secretsKey).toBe(key);
  });

  it('reads the object storage, the read replica and the shared rate-limit store', () => {
    expect(loadConfig(base)).toMatchObject({
      s3: undefined,
      databaseReadUrl: undefined,
      rateLimitRedisUrl: undefined,
    });
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://panel@db/panel',
      DATABASE_READ_URL: 'postgres://panel@replica/panel',
      S3_BUCKET: 'comprobantes',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_FORCE_PATH_STYLE: '1',
      RATE_LIMIT_REDIS_URL: 'redis://redis:6379',
    });
    expect(config).toMatchObject({
      databaseReadUrl: 'postgres://panel@replica/panel',
      s3: {
        bucket: 'comprobantes',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
        forcePathStyle: true,
      },
      rateLimitRedisUrl: 'redis://redis:6379',
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'b' }).s3).toMatchObject({
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://r/p' })).toThrow(
      /DATABASE_READ_URL: requiere DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /se indican las dos o ninguna/,
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT debe ser una URL/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_REDIS_URL: 'localhost' })).toThrow(
      /RATE_LIMIT_REDIS_URL debe empezar con redis:\/\//,
    );
  });
});
