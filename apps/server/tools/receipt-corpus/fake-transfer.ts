import { random } from '../simulator/simulator';

/** One transfer as the corpus draws it: what the receipt shows and what a reading must find. */
export interface FakeTransfer {
  centavos: number;
  /** Local time in Buenos Aires (UTC-3). */
  when: { year: number; month: number; day: number; hour: number; minute: number; second: number };
  operationNumber: string;
  senderName: string;
  senderTaxId: string;
  receiverName: string;
  /** 22 digits, or an alias when `receiverIsAlias`. */
  receiverAccount: string;
  receiverIsAlias: boolean;
}

/** The simulator's seeded generator: the corpus is the same on every run. */
export const seeded = random;

const FIRST = [
  'Martina',
  'Lucas',
  'Sofía',
  'Mateo',
  'Valentina',
  'Benjamín',
  'Joaquín',
  'Camila',
  'Thiago',
  'Julieta',
  'Lautaro',
  'Agustina',
  'Bautista',
  'Catalina',
  'Santino',
  'Florencia',
  'Nicolás',
  'Micaela',
  'Gonzalo',
  'Rocío',
  'Federico',
  'Luciana',
  'Matías',
  'Brenda',
  'Ezequiel',
  'Daiana',
];
const LAST = [
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Rodríguez',
  'González',
  'Benítez',
  'Acosta',
  'Medina',
  'Herrera',
  'Suárez',
  'Aguirre',
  'Giménez',
  'Molina',
  'Castro',
  'Ortiz',
  'Silva',
  'Núñez',
  'Luna',
  'Juárez',
  'Cabrera',
];
const ALIAS_WORDS = [
  'sol',
  'rio',
  'mesa',
  'luna',
  'gato',
  'pampa',
  'nube',
  'faro',
  'tango',
  'monte',
  'lago',
  'cielo',
  'roble',
  'puma',
  'brisa',
  'trigo',
];

export const pick = <T>(rnd: () => number, items: readonly T[]): T =>
  items[Math.floor(rnd() * items.length)]!;
const digits = (rnd: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');

/** A CUIT/CUIL with a valid check digit (prefix 20, 23 or 27). */
function taxId(rnd: () => number): string {
  for (;;) {
    const body = pick(rnd, ['20', '27', '23']) + String(20_000_000 + Math.floor(rnd() * 25_000_000));
    const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return body + String(check === 11 ? 0 : check);
  }
}

/** Amounts of a casino load: round thousands mostly, some with centavos. */
function amount(rnd: () => number): number {
  const pesos = pick(
    rnd,
    [1000, 1500, 2000, 3000, 5000, 7500, 10_000, 15_000, 20_000, 25_000, 50_000, 120_000],
  );
  const shape = rnd();
  if (shape < 0.5) return pesos * 100;
  if (shape < 0.8) return (pesos + Math.floor(rnd() * 900)) * 100;
  return (pesos + Math.floor(rnd() * 900)) * 100 + 1 + Math.floor(rnd() * 98);
}

export function fakeTransfer(
  rnd: () => number,
  operationNumber: (rnd: () => number) => string,
): FakeTransfer {
  const name = () => `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`;
  const receiverIsAlias = rnd() < 0.3;
  const alias = `${pick(rnd, ALIAS_WORDS)}.${pick(rnd, ALIAS_WORDS)}.${pick(rnd, ALIAS_WORDS)}`;
  const cbu = rnd() < 0.5 ? `0000003${digits(rnd, 15)}` : `0110${digits(rnd, 18)}`;
  return {
    centavos: amount(rnd),
    when: {
      year: 2026,
      month: 1 + Math.floor(rnd() * 11),
      day: 1 + Math.floor(rnd() * 28),
      hour: Math.floor(rnd() * 24),
      minute: Math.floor(rnd() * 60),
      second: Math.floor(rnd() * 60),
    },
    operationNumber: operationNumber(rnd),
    senderName: name(),
    senderTaxId: taxId(rnd),
    receiverName: name(),
    receiverAccount: receiverIsAlias ? alias : cbu,
    receiverIsAlias,
  };
}

export const digitsOf = digits;
