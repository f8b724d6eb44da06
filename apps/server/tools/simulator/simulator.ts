import { formatCentavos } from '@panel/domain/money';
import { renderReceiptPng } from '../../src/storage/receipt-image';
import { renderReceiptPdf } from '../../src/storage/receipt-pdf';

/**
 * A development tool: plays a chatbot handing in receipts and a bank app sending transfer notices to
 * a running panel, through the same gateway and intake the real ones use, so the queue fills live.
 */
export interface SimulatorOptions {
  url: string;
  /** Receipts per second. */
  rate: number;
  /** How many receipts; 0 runs until stopped. */
  count: number;
  botKey: string;
  intakeKey: string;
  /** Share of receipts sent as PDF (0..1). */
  pdfShare: number;
  /** Share of receipts whose transfer the bank app also notices (0..1). */
  noticeShare: number;
  /** Share of receipts from a player the bot has not seen yet (0..1). */
  newPlayerShare: number;
  seed: number;
  log: (line: string) => void;
  /** Stops the loop early (Ctrl+C). */
  signal?: AbortSignal;
}

export interface SimulatorSummary {
  receipts: number;
  newPlayers: number;
  notices: number;
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

/** mulberry32: a small seeded generator, so a run can be repeated. */
function random(seed: number): () => number {
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
  const summary: SimulatorSummary = { receipts: 0, newPlayers: 0, notices: 0, failures: 0 };
  const players: Player[] = [];
  const base = options.url.replace(/\/+$/, '');

  async function call<T>(
    path: string,
    init: Omit<RequestInit, 'headers'> & { key: 'bot' | 'intake'; headers?: Record<string, string> },
  ): Promise<T> {
    const { key, headers, ...request } = init;
    const auth: Record<string, string> =
      key === 'bot' ? { 'x-bot-key': options.botKey } : { 'x-intake-key': options.intakeKey };
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...request, headers: { ...auth, ...headers } });
    } catch {
      throw new Error(`no se pudo conectar con ${base} (¿está corriendo el servidor? npm start)`);
    }
    const body = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message ?? ''}`.trim());
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
    // Most loads are round hundreds of pesos; some carry centavos.
    const centavos = next() < 0.3 ? Math.floor(next() * 100) : 0;
    const amount = (1000 + Math.floor(next() * 490) * 100) * 100 + centavos;
    const asPdf = next() < options.pdfShare;
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
    const form = new FormData();
    const bytes = asPdf ? renderReceiptPdf(drawn) : renderReceiptPng(drawn);
    form.append(
      'file',
      new Blob([bytes], { type: asPdf ? 'application/pdf' : 'image/png' }),
      `comprobante.${asPdf ? 'pdf' : 'png'}`,
    );
    form.append('phone', who.phone);
    form.append('amount', (amount / 100).toFixed(2));
    if (account) form.append('bankAccountId', String(account.id));
    if (next() < 0.7) {
      form.append(
        'ocr',
        JSON.stringify({ monto: formatCentavos(amount), titular: sender, banco: drawn.bankName }),
      );
    }
    const { id } = await call<{ id: number }>('/api/gateway/receipts', {
      key: 'bot',
      method: 'POST',
      body: form,
    });
    summary.receipts++;
    options.log(
      `comprobante #${id} de ${who.username}: ${formatCentavos(amount)} (${asPdf ? 'pdf' : 'png'})` +
        (account ? ` → ${account.bank.bankname} / ${account.name}` : ''),
    );

    if (account && next() < options.noticeShare) {
      await call('/api/notifications/intake', {
        key: 'intake',
        ...json({
          date: new Date().toISOString(),
          bank: account.bank.bankname,
          from: sender,
          amount: amount / 100,
          account: account.number,
        }),
      });
      summary.notices++;
      options.log(`aviso del banco: ${sender} transfirió ${formatCentavos(amount)} a ${account.name}`);
    }
  }

  const interval = 1000 / options.rate;
  for (let i = 0; options.count === 0 || i < options.count; i++) {
    if (options.signal?.aborted) break;
    const started = performance.now();
    try {
      await handIn();
    } catch (error) {
      summary.failures++;
      options.log(`error: ${(error as Error).message}`);
      // Nothing answers: say so once and stop instead of printing the same line forever.
      if (summary.receipts === 0 && summary.failures >= 3) break;
    }
    const wait = interval - (performance.now() - started);
    if (wait > 0 && (options.count === 0 || i < options.count - 1)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return summary;
}
