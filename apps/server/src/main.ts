import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupError } from './errors';

try {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(
    `Panel Comprobantes en http://${shown}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
