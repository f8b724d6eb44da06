/**
 * Seeded random values for the held-out corpus (docs/features/receipt-reading.md "Two corpora"):
 * people, valid CUIT/CUIL and CBU/CVU, amounts and moments. Written apart from the tuned corpus's
 * generator on purpose, so the two share no word lists.
 */

/** mulberry32: small, seeded, the same sequence on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const chance = (p: number) => next() < p;
  return { next, int, pick, digits, chance };
}
export type Random = ReturnType<typeof seededRandom>;

const FIRST = [
  'Agustina',
  'Ramón',
  'Lucía',
  'Joaquín',
  'Florencia',
  'Nicolás',
  'Milagros',
  'Tomás',
  'Rocío',
  'Germán',
  'Belén',
  'Facundo',
  'Abril',
  'Iñaki',
  'Celeste',
  'Ezequiel',
  'Mónica',
  'Hernán',
  'Ludmila',
  'Gastón',
  'Noelia',
  'Sebastián',
  'Carla',
  'Julián',
] as const;
const LAST = [
  'Fernández',
  'Quiroga',
  'Benítez',
  'Sosa',
  'Ibáñez',
  'Carrizo',
  'Acuña',
  'Villalba',
  'Paz',
  'Domínguez',
  'Ledesma',
  'Ojeda',
  'Giménez',
  'Ruiz Díaz',
  'Peralta',
  'Cabrera',
  'Núñez',
  'Aguirre',
  'Ferreyra',
  'Maldonado',
  'Rossi',
  'Bianchi',
  'Muñoz',
  'Toledo',
] as const;
const ALIAS_WORDS = [
  'mate',
  'lapiz',
  'tigre',
  'cactus',
  'puente',
  'limon',
  'ombu',
  'farol',
  'rueda',
  'canela',
  'tango',
  'perro',
  'arbol',
  'gaviota',
  'hornero',
  'sierra',
  'delta',
  'volcan',
  'menta',
  'cometa',
] as const;

export interface Person {
  name: string;
  /** 11 digits, check digit valid. */
  taxId: string;
}

export function person(r: Random): Person {
  const twoLast = r.chance(0.2);
  const name = `${r.pick(FIRST)}${r.chance(0.25) ? ` ${r.pick(FIRST)}` : ''} ${r.pick(LAST)}${twoLast ? ` ${r.pick(LAST)}` : ''}`;
  return { name, taxId: cuit(r) };
}

/** CUIT/CUIL check digit (AFIP's mod 11 with weights 5432765432); null when it would be 10. */
export function cuitCheckDigit(first10: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(first10[i]), 0);
  const v = 11 - (sum % 11);
  if (v === 11) return 0;
  if (v === 10) return null;
  return v;
}

function cuit(r: Random): string {
  for (;;) {
    const first10 = `${r.pick(['20', '27', '23', '24'])}${r.int(10_000_000, 45_999_999)}`;
    const check = cuitCheckDigit(first10);
    if (check !== null) return `${first10}${check}`;
  }
}

/** The CBU's two blocks each end in a check digit (BCRA: weights 3, 1, 7, 9 repeated from the right). */
export function cbuBlockCheck(block: string): number {
  const fromRight = [3, 1, 7, 9];
  const rev = [...block].reverse();
  const sum = rev.reduce((s, d, i) => s + Number(d) * fromRight[i % 4]!, 0);
  return (10 - (sum % 10)) % 10;
}

export const isValidCbu = (cbu: string) =>
  /^\d{22}$/.test(cbu) &&
  cbuBlockCheck(cbu.slice(0, 7)) === Number(cbu[7]) &&
  cbuBlockCheck(cbu.slice(8, 21)) === Number(cbu[21]);

export const isValidCuit = (taxId: string) =>
  /^\d{11}$/.test(taxId) && cuitCheckDigit(taxId.slice(0, 10)) === Number(taxId[10]);

/** A CBU of a bank (3-digit entity code) or, with entity '000', a CVU of a wallet. */
export function cbu(r: Random, entity: string, psp?: string): string {
  const first7 = entity === '000' ? `000${psp ?? '0003'}` : `${entity}${r.digits(4)}`;
  const block1 = `${first7}${cbuBlockCheck(first7)}`;
  const account = r.digits(13);
  return `${block1}${account}${cbuBlockCheck(account)}`;
}

export const BANK_ENTITIES = {
  'Banco Nación': '011',
  Galicia: '007',
  Santander: '072',
  BBVA: '017',
  Brubank: '143',
  'Banco Provincia': '014',
  Macro: '285',
  ICBC: '015',
} as const;

/** Three words, drawn again until they make 20 characters at most: an alias is 6 to 20 (BCRA). */
export function alias(r: Random): string {
  for (;;) {
    const drawn = `${r.pick(ALIAS_WORDS)}.${r.pick(ALIAS_WORDS)}.${r.pick(ALIAS_WORDS)}`;
    if (drawn.length <= 20) return drawn;
  }
}

/** Pesos from 100 to 2,500,000: a third round thousands, some round hundreds, the rest with centavos. */
export function amountCentavos(r: Random): number {
  const kind = r.next();
  if (kind < 0.33) return r.pick([1, 2, 5, 10, 15, 20, 25, 50, 100, 150, 200, 500, 1000, 2500]) * 100_000;
  if (kind < 0.5) return r.int(1, 250) * 10_000;
  const magnitude = r.pick([100, 1000, 10_000, 100_000, 1_000_000]);
  return Math.min(250_000_000, r.int(magnitude, magnitude * 9) * 100 + r.int(0, 99));
}

export interface Moment {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function moment(r: Random): Moment {
  const month = r.int(1, 11);
  return {
    year: 2026,
    month,
    day: r.int(1, 28),
    hour: r.int(0, 23),
    minute: r.int(0, 59),
    second: r.int(0, 59),
  };
}

const p2 = (n: number) => String(n).padStart(2, '0');

/** Truth is kept to the minute (seconds always :00), Buenos Aires time. */
export const isoOf = (m: Moment) =>
  `${m.year}-${p2(m.month)}-${p2(m.day)}T${p2(m.hour)}:${p2(m.minute)}:00-03:00`;

export const wireAmount = (centavos: number) => `${Math.floor(centavos / 100)}.${p2(centavos % 100)}`;
