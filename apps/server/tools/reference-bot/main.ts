import { startReferenceBot } from './reference-bot';

/**
 * `npm run bot:dev`: the reference bot for development, on http://localhost:8090 (the demo bot's
 * url). Settings come from the environment:
 *   BOT_PORT (8090), BOT_HOST (localhost), BOT_CONNECT_AFTER_SECONDS (30; 0 stays waiting),
 *   BOT_GATEWAY_KEY (unset: no state reports and no messages to players), PANEL_URL
 *   (http://localhost:8080) and BOT_MESSAGES_EVERY_SECONDS (3: how often it takes messages).
 */
const env = process.env;
const port = Number(env.BOT_PORT ?? 8090);
const connectAfter = Number(env.BOT_CONNECT_AFTER_SECONDS ?? 30);
const messagesEvery = Number(env.BOT_MESSAGES_EVERY_SECONDS ?? 3);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('BOT_PORT debe ser un número de puerto (0 a 65535)');
  process.exit(1);
}
if (!Number.isFinite(connectAfter) || connectAfter < 0) {
  console.error('BOT_CONNECT_AFTER_SECONDS debe ser un número de segundos (0 o más)');
  process.exit(1);
}
if (!Number.isFinite(messagesEvery) || messagesEvery <= 0) {
  console.error('BOT_MESSAGES_EVERY_SECONDS debe ser un número de segundos mayor a 0');
  process.exit(1);
}

const log = (line: string) =>
  console.log(`[reference-bot ${new Date().toLocaleTimeString('es-AR')}] ${line}`);
const bot = await startReferenceBot({
  port,
  host: env.BOT_HOST ?? 'localhost',
  connectAfterMs: connectAfter * 1000,
  gatewayKey: env.BOT_GATEWAY_KEY || undefined,
  panelUrl: env.PANEL_URL,
  messagesEveryMs: messagesEvery * 1000,
  log,
});
log(`listening on ${bot.url} (GET /qr, POST /restart)`);
if (!env.BOT_GATEWAY_KEY)
  log('no BOT_GATEWAY_KEY: the state is not reported and no messages to players are taken');

const stop = () => void bot.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
