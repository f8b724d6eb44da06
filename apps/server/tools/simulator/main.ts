import { parseArgs } from 'node:util';
import { DEMO_BOT_KEY, DEMO_INTAKE_KEY, DEMO_PLATFORM_KEY } from '../../src/seed/demo-seed';
import { runSimulator } from './simulator';

const HELP = `npm run simulate -- [opciones]

Herramienta de DESARROLLO: juega a un BOT que entrega comprobantes (imágenes PNG con el monto
dibujado y algunos PDF, de jugadores nuevos y conocidos), a una app bancaria que manda avisos de
transferencia y a la plataforma de juego que informa apuestas y premios de esos jugadores, contra
un servidor en marcha. No usar contra un panel de producción.

  --url <url>          servidor (SIM_URL, por defecto http://localhost:8080)
  --rate <n>           comprobantes por segundo (SIM_RATE, por defecto 1)
  --count <n>          cuántos comprobantes; 0 sigue hasta Ctrl+C (SIM_COUNT, por defecto 50)
  --bot-key <clave>    clave del gateway del BOT (SIM_BOT_KEY, por defecto la demo: ${DEMO_BOT_KEY})
  --intake-key <clave> clave de avisos de la isla (SIM_INTAKE_KEY, por defecto la demo: ${DEMO_INTAKE_KEY})
  --platform-key <clave>
                       clave del webhook de la plataforma de juego de la isla
                       (SIM_PLATFORM_KEY, por defecto la demo: ${DEMO_PLATFORM_KEY})
  --pdf <0..1>         proporción de PDF (por defecto 0.2)
  --notices <0..1>     proporción de comprobantes con aviso bancario (por defecto 0.5)
  --new <0..1>         proporción de jugadores nuevos (por defecto 0.3)
  --games <0..1>       proporción de pasos con una apuesta (y a veces un premio) (por defecto 0.5)
  --withdrawals <0..1> proporción de pasos en que un jugador pide un retiro por el chat (por defecto 0.1)
  --duplicates <0..1> proporción de comprobantes que el jugador manda otra vez, igual o recomprimido (por defecto 0.1)
  --late <0..1>        proporción de avisos que llegan tarde (por defecto 0.3)
  --late-seconds <n>   cuánto tarda un aviso tardío (por defecto 45)
  --seed <n>           semilla, para repetir una corrida (por defecto la hora)
  --help`;

const env = process.env;
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: env.SIM_URL ?? 'http://localhost:8080' },
    rate: { type: 'string', default: env.SIM_RATE ?? '1' },
    count: { type: 'string', default: env.SIM_COUNT ?? '50' },
    'bot-key': { type: 'string', default: env.SIM_BOT_KEY ?? DEMO_BOT_KEY },
    'intake-key': { type: 'string', default: env.SIM_INTAKE_KEY ?? DEMO_INTAKE_KEY },
    'platform-key': { type: 'string', default: env.SIM_PLATFORM_KEY ?? DEMO_PLATFORM_KEY },
    pdf: { type: 'string', default: '0.2' },
    notices: { type: 'string', default: '0.5' },
    new: { type: 'string', default: '0.3' },
    games: { type: 'string', default: '0.5' },
    withdrawals: { type: 'string', default: '0.1' },
    duplicates: { type: 'string', default: '0.1' },
    late: { type: 'string', default: '0.3' },
    'late-seconds': { type: 'string', default: '45' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

function number(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} debe ser un número entre ${min} y ${max} (se recibió "${text}")`);
    process.exit(1);
  }
  return value;
}

const options = {
  url: values.url,
  rate: number('rate', values.rate, 0.01, 100),
  count: Math.floor(number('count', values.count, 0, 1_000_000)),
  botKey: values['bot-key'],
  intakeKey: values['intake-key'],
  platformKey: values['platform-key'],
  pdfShare: number('pdf', values.pdf, 0, 1),
  noticeShare: number('notices', values.notices, 0, 1),
  newPlayerShare: number('new', values.new, 0, 1),
  gameShare: number('games', values.games, 0, 1),
  withdrawShare: number('withdrawals', values.withdrawals, 0, 1),
  duplicateShare: number('duplicates', values.duplicates, 0, 1),
  lateNoticeShare: number('late', values.late, 0, 1),
  lateNoticeMs: number('late-seconds', values['late-seconds'], 0, 3600) * 1000,
  seed: Math.floor(number('seed', values.seed, 0, 2 ** 31)),
};
const log = (line: string) => console.log(`[simulador ${new Date().toLocaleTimeString('es-AR')}] ${line}`);
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());

log(
  `herramienta de desarrollo: ${options.count || '∞'} comprobantes a ${options.rate}/s contra ${options.url} (semilla ${options.seed})`,
);
const summary = await runSimulator({ ...options, log, signal: stop.signal });
log(
  `listo: ${summary.receipts} comprobantes, ${summary.newPlayers} jugadores nuevos, ${summary.notices} avisos, ${summary.repeats} repetidos, ` +
    `${summary.bets} apuestas (${summary.refusedBets} rechazadas por saldo), ${summary.wins} premios, ` +
    `${summary.withdrawals} retiros pedidos (${summary.refusedWithdrawals} rechazados), ${summary.failures} errores`,
);
process.exit(summary.receipts === 0 && summary.failures > 0 ? 1 : 0);
