import { z } from 'zod';
import { businessDay } from '../date-range';
import { MAX_LENGTH } from '../constants';
import { isValidTaxId } from '../receipt-reading/tax-ids';

/**
 * Who a player is (docs/features/player-identity.md): full name, DNI, CUIT/CUIL and date of birth,
 * as UIF Resolución 194/2023 asks a licensed operator to know before the first bet. Optional on the
 * wire (the spec names none of them); when given, all four are given and each is checked, in the
 * form's order.
 */
export const IDENTITY_MESSAGES = {
  fullNameRequired: 'Debe ingresar el nombre completo del jugador',
  fullNameTooShort: 'El nombre completo debe tener nombre y apellido',
  dniRequired: 'Debe ingresar el DNI',
  dniInvalid: 'El DNI debe tener 7 u 8 dígitos',
  taxIdRequired: 'Debe ingresar el CUIT o CUIL',
  taxIdInvalid: 'El CUIT o CUIL no es válido: revise el dígito verificador',
  taxIdNotPerson: 'El CUIT o CUIL debe ser de una persona (empieza con 20, 23, 24 o 27)',
  taxIdNotDni: 'El CUIT o CUIL no corresponde al DNI ingresado',
  birthDateRequired: 'Debe ingresar la fecha de nacimiento',
  birthDateInvalid: 'Ingrese la fecha de nacimiento como dd/mm/aaaa',
  birthDateFuture: 'La fecha de nacimiento no puede ser futura',
  underage: 'El jugador debe ser mayor de 18 años: no se puede registrar',
  dniTaken: (username: string) => `El DNI ya pertenece al cliente ${username}`,
  statusInvalid: "El estado debe ser 'verificado' o 'rechazado'",
  noteRequired: 'Escriba una nota: qué documento vio y por qué decide así',
  noIdentity: 'Cargue la identidad del jugador antes de verificarla',
  verified: (username: string) => `Identidad de ${username} verificada`,
  rejected: (username: string) => `Identidad de ${username} rechazada`,
  saved: (username: string) => `Identidad de ${username} guardada`,
} as const;

/** The age a player must have reached, in whole years, on the day (Buenos Aires) of the check. */
export const ADULT_AGE = 18;
/** Nobody registering was born before this year; an earlier year is a typing slip. */
const EARLIEST_BIRTH_YEAR = 1900;

/** A DNI as typed ('30.123.456', '30123456'): 7 or 8 digits, kept as digits. */
export function readDni(text: string): { value: string } | { refusal: string } {
  const digits = text.replace(/[\s.]/g, '');
  if (!digits) return { refusal: IDENTITY_MESSAGES.dniRequired };
  return /^\d{7,8}$/.test(digits) && Number(digits) > 0
    ? { value: digits }
    : { refusal: IDENTITY_MESSAGES.dniInvalid };
}

/** A person's CUIT/CUIL prefixes; 30, 33 and 34 are companies', which cannot hold a player account. */
const PERSON_PREFIX = /^2[0347]/;

/**
 * A CUIT/CUIL as typed ('20-12345678-6'): a valid check digit, a person's prefix, and the DNI in its
 * middle eight digits (a DNI of seven digits is written with a leading zero there).
 */
export function readPlayerTaxId(text: string, dni: string | null): { value: string } | { refusal: string } {
  const digits = text.replace(/[\s.-]/g, '');
  if (!digits) return { refusal: IDENTITY_MESSAGES.taxIdRequired };
  if (!isValidTaxId(digits)) return { refusal: IDENTITY_MESSAGES.taxIdInvalid };
  if (!PERSON_PREFIX.test(digits)) return { refusal: IDENTITY_MESSAGES.taxIdNotPerson };
  if (dni !== null && digits.slice(2, 10) !== dni.padStart(8, '0')) {
    return { refusal: IDENTITY_MESSAGES.taxIdNotDni };
  }
  return { value: digits };
}

/** 'yyyy-mm-dd' when it names a real calendar day, else null. */
function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A birth date as a person types it ('7/3/1990', '07/03/1990') or as the wire sends it ('1990-03-07'). */
export function parseBirthDate(text: string): string | null {
  const trimmed = text.trim();
  const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (typed) return realDay(Number(typed[3]), Number(typed[2]), Number(typed[1]));
  const wire = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  return wire ? realDay(Number(wire[1]), Number(wire[2]), Number(wire[3])) : null;
}

/**
 * Whether someone born on `birth` has turned ADULT_AGE on `today` (both 'yyyy-mm-dd'): the
 * birthday's date in the year they turn it, compared as text. Born on 29 February, the birthday of a
 * common year is 1 March.
 */
export function isAdultOn(birth: string, today: string): boolean {
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  const turns = realDay(year + ADULT_AGE, month, day) ?? realDay(year + ADULT_AGE, 3, 1)!;
  return turns <= today;
}

export function readBirthDate(text: string, today: string): { value: string } | { refusal: string } {
  if (!text.trim()) return { refusal: IDENTITY_MESSAGES.birthDateRequired };
  const birth = parseBirthDate(text);
  if (!birth || Number(birth.slice(0, 4)) < EARLIEST_BIRTH_YEAR) {
    return { refusal: IDENTITY_MESSAGES.birthDateInvalid };
  }
  if (birth > today) return { refusal: IDENTITY_MESSAGES.birthDateFuture };
  return isAdultOn(birth, today) ? { value: birth } : { refusal: IDENTITY_MESSAGES.underage };
}

export interface PlayerIdentity {
  fullName: string;
  dni: string;
  taxId: string;
  /** 'yyyy-mm-dd' */
  birthDate: string;
}

export type IdentityDraft = Record<keyof PlayerIdentity, string>;

/** Full name as kept: single spaces; at least two words (a name and a surname). */
export const normalizeFullName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** A refused identity: the first failing rule's message and the field it is about. */
export interface IdentityRefusal {
  refusal: string;
  field: keyof IdentityDraft;
}

/** The four fields as typed, checked in the form's order: the identity, or the first failing rule. */
export function readIdentity(
  draft: IdentityDraft,
  today: string,
): { identity: PlayerIdentity } | IdentityRefusal {
  const fullName = normalizeFullName(draft.fullName);
  if (!fullName) return { refusal: IDENTITY_MESSAGES.fullNameRequired, field: 'fullName' };
  if (fullName.split(' ').length < 2)
    return { refusal: IDENTITY_MESSAGES.fullNameTooShort, field: 'fullName' };
  const dni = readDni(draft.dni);
  if ('refusal' in dni) return { ...dni, field: 'dni' };
  const taxId = readPlayerTaxId(draft.taxId, dni.value);
  if ('refusal' in taxId) return { ...taxId, field: 'taxId' };
  const birthDate = readBirthDate(draft.birthDate, today);
  if ('refusal' in birthDate) return { ...birthDate, field: 'birthDate' };
  return { identity: { fullName, dni: dni.value, taxId: taxId.value, birthDate: birthDate.value } };
}

export const EMPTY_IDENTITY: IdentityDraft = { fullName: '', dni: '', taxId: '', birthDate: '' };

/** Whether a person left all four fields empty (the identity is optional until the island asks for it). */
export const identityLeftEmpty = (draft: IdentityDraft) =>
  Object.values(draft).every((value) => !value.trim());

/**
 * The identity left out, or all four fields left empty, is no identity (optional until the island
 * asks for it); otherwise all four are read.
 */
export function readOptionalIdentity(
  draft: IdentityDraft | undefined,
  today: string,
): { identity: PlayerIdentity | null } | IdentityRefusal {
  return !draft || identityLeftEmpty(draft) ? { identity: null } : readIdentity(draft, today);
}

/** The identity on the wire, `{fullName, dni, taxId, birthDate}` as typed; read by readIdentity. */
export const identityDraft = z
  .object({
    fullName: z.string().max(MAX_LENGTH.name).default(''),
    dni: z.string().max(20).default(''),
    taxId: z.string().max(20).default(''),
    birthDate: z.string().max(20).default('').describe('dd/mm/aaaa o aaaa-mm-dd'),
  })
  .meta({
    description:
      'Identidad del jugador: nombre completo, DNI, CUIT/CUIL (dígito verificador y DNI) y fecha de nacimiento (mayor de 18)',
    example: { fullName: 'Ana María Pérez', dni: '30123456', taxId: '27301234568', birthDate: '1990-03-07' },
  });

/** PUT /api/clients/{id}/identity: all four fields, checked against today in Buenos Aires. */
export const identityBody = z.object({ identity: identityDraft }).transform((body, ctx) => {
  const read = readIdentity(body.identity, businessDay(new Date()));
  if ('refusal' in read) {
    ctx.addIssue({ code: 'custom', message: read.refusal });
    return z.NEVER;
  }
  return read.identity;
});

/**
 * Where the identity stands: typed by a cashier or the bot ('sin verificar'), or checked against the
 * document by rol 1 or 2. Any change to the four fields puts it back to 'sin verificar'.
 */
export const IDENTITY_STATUSES = ['unverified', 'verified', 'rejected'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
export const IDENTITY_STATUS_LABELS: Record<IdentityStatus, string> = {
  unverified: 'sin verificar',
  verified: 'verificado',
  rejected: 'rechazado',
};
/** How long a verification note may be: a line or two on what was seen. */
export const MAX_NOTE_LENGTH = 500;

/** PUT /api/clients/{id}/identity/verification: 'verified' or 'rejected', and a note. */
export const verificationBody = z
  .object({
    status: z.string().max(20).default(''),
    note: z.string().max(MAX_NOTE_LENGTH).default(''),
  })
  .meta({ example: { status: 'verified', note: 'DNI original visto por videollamada; coincide la foto' } })
  .transform((body, ctx) => {
    if (body.status !== 'verified' && body.status !== 'rejected') {
      ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES.statusInvalid });
      return z.NEVER;
    }
    const note = body.note.trim();
    if (!note) {
      ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES.noteRequired });
      return z.NEVER;
    }
    return { status: body.status, note } as { status: Exclude<IdentityStatus, 'unverified'>; note: string };
  });

/** 'aaaa-mm-dd' as a person reads it, 'dd/mm/aaaa': a calendar day, no time zone involved. */
export const birthDateShown = (birthDate: string) => birthDate.split('-').reverse().join('/');

/** The identity as the API tells it: null while the player has none. */
export const identityView = z
  .object({
    fullName: z.string(),
    dni: z.string(),
    taxId: z.string().describe('CUIT o CUIL, 11 dígitos'),
    birthDate: z.string().describe('aaaa-mm-dd'),
    status: z.enum(IDENTITY_STATUSES),
    /** The verifier's note, with when and who; null while 'sin verificar'. */
    verification: z
      .object({ note: z.string(), at: z.string().describe('ISO 8601'), by: z.string() })
      .nullable(),
  })
  .nullable();
