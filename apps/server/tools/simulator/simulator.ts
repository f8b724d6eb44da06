import { BOT_HEARTBEAT_MS } from '@panel/domain/bots/bot-state';
import { randomUUID } from 'node:crypto';
import { formatCentavos, formatPesos, pesosToCentavos } from '@panel/domain/money';
import { demoReceipt } from '../../src/receipt-reading/corpus';
import { renderReceiptPdf } from '../../src/seed/receipt-pdf';
import { lateNotices, reencodedCopy } from './evidence-plays';

/**
 * A development tool: plays a chatbot handing in receipts, a bank app sending transfer notices and
 * the gaming platform reporting bets and wins to a running panel, through the same gateway, intake
 * and webhook the real ones use, so the queue and the players' balances move live.
 */
export interface SimulatorOptions {
  url: string;
  /** Receipts per second. */
  rate: number;
  /** How many receipts; 0 runs until stopped. */
  count: number;
  botKey: string;
  intakeKey: string;
  /** The island's gaming-platform webhook key (header x-platform-key). */
  platformKey: string;
  /** Share of receipts sent as PDF (0..1). */
  pdfShare: number;
  /** Share of receipts whose transfer the bank app also notices (0..1). */
  noticeShare: number;
  /** Share of receipts from a player the bot has not seen yet (0..1). */
  newPlayerShare: number;
  /** Share of steps in which one of the players bets, and maybe wins (0..1). */
  gameShare: number;
  /** Share of steps in which a player asks for a withdrawal in the chat (0..1; default 0). */
  withdrawShare?: number;
  /** Share of PNG receipts the player sends again, identical or re-encoded (0..1; default 0). */
  duplicateShare?: number;
  /** Share of notices that arrive `lateNoticeMs` after the receipt (0..1; default 0). */
  lateNoticeShare?: number;
  lateNoticeMs?: number;
  seed: number;
  log: (line: string) => void;
  /** Stops the loop early (Ctrl+C). */
  signal?: AbortSignal;
}

export interface SimulatorSummary {
  receipts: number;
  newPlayers: number;
  notices: number;
  /** Receipts sent a second time (identical or re-encoded). */
  repeats: number;
  /** Bets the platform took. */
  bets: number;
  /** Bets refused for insufficient balance (422): printed, not failures. */
  refusedBets: number;
  wins: number;
  /** Withdrawal requests filed through the gateway, and those the island's rules or balance refused. */
  withdrawals: number;
  refusedWithdrawals: number;
  failures: number;
}

const NAMES = [
  'martina',
  'lucas',
  'sofia',
  'mateo',
  'valentina',
  'benjamin',
  'joaquin',
  'camila',
  'thiago',
  'julieta',
  'lautaro',
  'agustina',
  'bautista',
  'catalina',
  'santino',
  'florencia',
];
const SURNAMES = ['Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'Romero', 'Sosa', 'Álvarez'];
const GAMES = [
  { brand: 'Pragmatic Play', game: 'Gates of Olympus' },
  { brand: 'Pragmatic Play', game: 'Sweet Bonanza' },
  { brand: 'Evolution', game: 'Ruleta en vivo' },
  { brand: "Play'n GO", game: 'Book of Dead' },
];
/** Largest first bet of a player whose balance the platform has not told yet (pesos). */
const PROBE_PESOS = 1000;

/** mulberry32: a small seeded generator, so a run can be repeated. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Player {
  phone: string;
  /** As the bank shows the sender: 'Martina Gómez'. */
  holder: string;
  username: string;
  /** The balance (centavos) the platform last answered for this player; unknown until it answers. */
  balance?: number;
}

/** An answer other than 2xx; status tells a refusal (422) from a real failure. */
class HttpError extends Error {
  constructor(
    path: string,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`${path}: ${status} ${reason}`.trim());
  }
}

interface Account {
  id: number;
  name: string;
  number: string;
  bank: { bankname: string };
}

export async function runSimulator(options: SimulatorOptions): Promise<SimulatorSummary> {
  const next = random(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const summary: SimulatorSummary = {
    receipts: 0,
    newPlayers: 0,
    notices: 0,
    repeats: 0,
    bets: 0,
    refusedBets: 0,
    wins: 0,
    withdrawals: 0,
    refusedWithdrawals: 0,
    failures: 0,
  };
  const players: Player[] = [];
  const late = lateNotices();
  const base = options.url.replace(/\/+$/, '');

  async function call<T>(
    path: string,
    init: Omit<RequestInit, 'headers'> & {
      key: 'bot' | 'intake' | 'platform';
      headers?: Record<string, string>;
    },
  ): Promise<T> {
    const { key, headers, ...request } = init;
    const auth: Record<string, string> = {
      bot: { 'x-bot-key': options.botKey },
      intake: { 'x-intake-key': options.intakeKey },
      platform: { 'x-platform-key': options.platformKey },
    }[key];
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...request, headers: { ...auth, ...headers } });
    } catch {
      throw new Error(`no se pudo conectar con ${base} (¿está corriendo el servidor? npm start)`);
    }
    const body = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) {
      throw new HttpError(path, response.status, body.message ?? '');
    }
    return body;
  }
  const json = (value: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });

  async function player(): Promise<Player> {
    if (players.length > 0 && next() >= options.newPlayerShare) return pick(players);
    const name = pick(NAMES);
    const phone = `54911${String(Math.floor(next() * 1e8)).padStart(8, '0')}`;
    const { client, created } = await call<{ client: { panelUsername: string }; created: boolean }>(
      '/api/gateway/clients',
      { key: 'bot', ...json({ phone, name }) },
    );
    if (created) summary.newPlayers++;
    const holder = `${name[0]!.toUpperCase()}${name.slice(1)} ${pick(SURNAMES)}`;
    const found = { phone, holder, username: client.panelUsername };
    players.push(found);
    return found;
  }

  async function handIn(): Promise<void> {
    const who = await player();
    const asPdf = next() < options.pdfShare;
    // Images are app receipts of the reading corpus (docs/features/receipt-reading.md), for their amount.
    const photo = asPdf ? null : demoReceipt(Math.floor(next() * 1000));
    // Most loads are round hundreds of pesos; some carry centavos.
    const centavos = next() < 0.3 ? Math.floor(next() * 100) : 0;
    const amount = photo?.centavos ?? (1000 + Math.floor(next() * 490) * 100) * 100 + centavos;
    let account: Account | null = null;
    try {
      ({ account } = await call<{ account: Account }>(`/api/gateway/deposit-account?amount=${amount / 100}`, {
        key: 'bot',
      }));
    } catch (error) {
      options.log(`sin cuenta para ${formatCentavos(amount)}: ${(error as Error).message}`);
    }
    const sender = who.holder;
    const drawn = {
      amountCentavos: amount,
      bankName: account?.bank.bankname ?? 'Banco',
      sender,
      date: new Date(),
      reference: String(Math.floor(next() * 1e9)),
    };
    const file = photo ?? { bytes: renderReceiptPdf(drawn), fileType: 'pdf' as const };
    const withOcr = next() < 0.7;
    const upload = async (bytes: Buffer, fileType: 'pdf' | 'png' | 'jpeg') => {
      const form = new FormData();
      const type = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }[fileType];
      form.append('file', new Blob([bytes], { type }), `comprobante.${fileType}`);
      form.append('phone', who.phone);
      form.append('amount', (amount / 100).toFixed(2));
      if (account) form.append('bankAccountId', String(account.id));
      if (withOcr) {
        form.append(
          'ocr',
          JSON.stringify({ monto: formatCentavos(amount), titular: sender, banco: drawn.bankName }),
        );
      }
      return (await call<{ id: number }>('/api/gateway/receipts', { key: 'bot', method: 'POST', body: form }))
        .id;
    };
    const id = await upload(file.bytes, file.fileType);
    summary.receipts++;
    options.log(
      `comprobante #${id} de ${who.username}: ${formatCentavos(amount)} (${file.fileType})` +
        (account ? ` → ${account.bank.bankname} / ${account.name}` : ''),
    );

    const duplicateShare = options.duplicateShare ?? 0;
    if (duplicateShare > 0 && file.fileType !== 'pdf' && next() < duplicateShare) {
      const identical = next() < 0.5;
      const again = identical
        ? await upload(file.bytes, file.fileType)
        : await upload(await reencodedCopy(file.bytes), 'jpeg');
      summary.repeats++;
      options.log(
        `comprobante #${again}: ${identical ? 'el mismo archivo' : 'una copia recomprimida'} de #${id}`,
      );
    }

    const notice = next() < options.noticeShare;
    const lateShare = options.lateNoticeShare ?? 0;
    const delay = lateShare > 0 && next() < lateShare ? (options.lateNoticeMs ?? 45_000) : 0;
    const sendNotice = async () => {
      if (!account) return;
      await call('/api/notifications/intake', {
        key: 'intake',
        ...json({
          date: new Date().toISOString(),
          bank: account.bank.bankname,
          // The payer's own name (the receipt's holder, the player's name first): the automatic
          // approval needs the sender to be the player (docs/features/evidence.md).
          from: sender,
          amount: amount / 100,
          account: account.number,
          // A notifier's own id: were the simulator to send it again, it is the same notice.
          externalId: `sim-${id}`,
        }),
      });
      summary.notices++;
      options.log(`aviso del banco: ${sender} transfirió ${formatCentavos(amount)} a ${account.name}`);
    };
    if (account && notice) {
      if (delay) {
        options.log(`el aviso de #${id} llegará en ${Math.round(delay / 1000)} s`);
        late.later(delay, () => sendNotice().catch((error: Error) => options.log(`error: ${error.message}`)));
      } else await sendNotice();
    }
  }

  /** One game movement through the webhook; the answer's balance is what the next bet goes by. */
  async function gameMovement(
    who: Player,
    type: 'GAMEDEBIT' | 'GAMECREDIT',
    amount: number,
    where: (typeof GAMES)[number],
  ): Promise<number> {
    const { balance } = await call<{ balance: number }>('/api/platform/movements', {
      key: 'platform',
      ...json({ username: who.username, type, amount: amount / 100, transactionId: randomUUID(), ...where }),
    });
    who.balance = pesosToCentavos(balance);
    return balance;
  }

  async function play(): Promise<void> {
    // Draw everything before any answer, so the panel's answers do not shift the rest of a seeded run.
    const [playerDraw, betDraw, gameDraw, winDraw, prizeDraw] = [next(), next(), next(), next(), next()];
    // Players below one peso sit out: a bet never goes above the balance the platform answered.
    const able = players.filter((p) => p.balance === undefined || p.balance >= 100);
    if (able.length === 0) return;
    const who = able[Math.floor(playerDraw * able.length)]!;
    const where = GAMES[Math.floor(gameDraw * GAMES.length)]!;
    // Whole pesos: up to half the known balance, or a small first bet when the platform has not said yet.
    const top = who.balance === undefined ? PROBE_PESOS * 100 : Math.floor(who.balance / 2);
    const bet = Math.max(1, Math.floor((betDraw * top) / 100)) * 100;
    let balance: number;
    try {
      balance = await gameMovement(who, 'GAMEDEBIT', bet, where);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 422)) throw error;
      // E.g. a new player whose receipt nobody approved yet, or one a cashier paid out since the
      // last answer: the platform says no, and the next bet starts small again.
      who.balance = undefined;
      summary.refusedBets++;
      options.log(
        `apuesta rechazada (422) de ${who.username}: ${formatCentavos(bet)} en ${where.game}: ${error.reason}`,
      );
      return;
    }
    summary.bets++;
    options.log(
      `apuesta de ${who.username}: ${formatCentavos(bet)} en ${where.game} → saldo ${formatPesos(balance)}`,
    );
    if (winDraw < 0.4) {
      const prize = Math.max(1, Math.round((bet * (0.5 + prizeDraw * 2.5)) / 100)) * 100;
      balance = await gameMovement(who, 'GAMECREDIT', prize, where);
      summary.wins++;
      options.log(
        `premio para ${who.username}: ${formatCentavos(prize)} en ${where.game} → saldo ${formatPesos(balance)}`,
      );
    }
  }

  /**
   * A player asks in the chat for part of their balance to their own account (docs/features/withdrawals.md):
   * an alias made of their name and their CUIL. A refusal (422: balance, minimum, limits) is printed.
   */
  async function askWithdrawal(): Promise<void> {
    const [playerDraw, amountDraw] = [next(), next()];
    if (players.length === 0) return;
    const who = players[Math.floor(playerDraw * players.length)]!;
    const pesos =
      who.balance === undefined ? 5_000 : Math.max(1, Math.floor((amountDraw * who.balance) / 200));
    const alias = `${who.username.replace(/[^a-z0-9]/g, '').slice(0, 12)}.pesos`.padEnd(6, 'x');
    try {
      const { id } = await call<{ id: number }>('/api/gateway/withdrawals', {
        key: 'bot',
        ...json({
          phone: who.phone,
          amount: pesos.toFixed(2),
          destination: alias,
          holderTaxId: '20123456786',
        }),
      });
      who.balance = undefined;
      summary.withdrawals++;
      options.log(`retiro #${id} pedido por ${who.username}: ${formatPesos(pesos)} a ${alias}`);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 422)) throw error;
      summary.refusedWithdrawals++;
      options.log(`retiro rechazado (422) de ${who.username}: ${formatPesos(pesos)}: ${error.reason}`);
    }
  }

  const interval = 1000 / options.rate;
  let reportedAt = -Infinity;
  for (let i = 0; options.count === 0 || i < options.count; i++) {
    if (options.signal?.aborted) break;
    const started = performance.now();
    // The demo chatbot is running: it says so every heartbeat (docs/features/bots.md).
    if (started - reportedAt >= BOT_HEARTBEAT_MS) {
      reportedAt = started;
      await call('/api/gateway/state', { key: 'bot', ...json({ state: 0, qr: null }) }).catch(
        (error: Error) => options.log(`error: ${error.message}`),
      );
    }
    try {
      await handIn();
    } catch (error) {
      summary.failures++;
      options.log(`error: ${(error as Error).message}`);
      // Nothing answers: say so once and stop instead of printing the same line forever.
      if (summary.receipts === 0 && summary.failures >= 3) break;
    }
    if (next() < options.gameShare) {
      try {
        await play();
      } catch (error) {
        summary.failures++;
        options.log(`error: ${(error as Error).message}`);
      }
    }
    if (next() < (options.withdrawShare ?? 0)) {
      try {
        await askWithdrawal();
      } catch (error) {
        summary.failures++;
        options.log(`error: ${(error as Error).message}`);
      }
    }
    const wait = interval - (performance.now() - started);
    if (wait > 0 && (options.count === 0 || i < options.count - 1)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  await late.settle();
  return summary;
}
