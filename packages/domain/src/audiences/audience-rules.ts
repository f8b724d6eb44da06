import { z } from 'zod';
import { formatDay } from '../dates';
import { wirePesosToCentavos } from '../money';
import { absentAsEmpty, firstRule } from '../rules';
import { pesosAnswer } from '../wire-pesos';

/** Limits of docs/features/audiences.md. The amount is in pesos. */
export const AUDIENCE_LIMITS = {
  name: 100,
  chargesQuantity: 9999,
  daysInactive: 9999,
  chargeAmount: 9999999,
};

/** Audience messages of docs/features/audiences.md, in the order they are checked. */
export const AUDIENCE_MESSAGES = {
  nameRequired: 'El campo "Nombre de Público" no puede estar vacío',
  nameTooLong: `El campo "Nombre de Público" admite como máximo ${AUDIENCE_LIMITS.name} caracteres`,
  emptyFields: 'Hay campos vacíos',
  chargesQuantityOrder: 'El mínimo de cantidad de cargas seleccionado no puede ser superior al máximo',
  daysInactiveOrder: 'El mínimo de días inactivo seleccionado no puede ser superior al máximo',
  chargeAmountOrder: 'El mínimo de monto de carga seleccionado no puede ser superior al máximo',
  chargesQuantityRange: `La cantidad de cargas debe ser un número entero entre 0 y ${AUDIENCE_LIMITS.chargesQuantity}`,
  daysInactiveRange: `Los días inactivo deben ser un número entero entre 0 y ${AUDIENCE_LIMITS.daysInactive}`,
  chargeAmountRange: `El monto de carga debe estar entre 0 y ${AUDIENCE_LIMITS.chargeAmount}, con hasta dos decimales`,
  notFound: 'No se encontró el público',
  created: 'Público creado',
  updated: 'Público actualizado',
  deleted: 'Público eliminado',
} as const;

/** The three filters, in the spec's order: load count, days inactive, load amount (pesos). */
export const AUDIENCE_RANGES = ['chargesQuantity', 'daysInactive', 'chargeAmount'] as const;
export type AudienceRange = (typeof AUDIENCE_RANGES)[number];
export type AudienceFilterKey = `${AudienceRange}${'Min' | 'Max'}`;

/** Filters as a form or a query string gives them: a field may be empty (null) or not a number (NaN). */
export type AudienceFilterInput = Record<AudienceFilterKey, number | null | undefined>;
export type AudienceFilters = Record<AudienceFilterKey, number>;
export interface AudienceInput extends AudienceFilterInput {
  name?: string | null;
}
export interface Audience extends AudienceFilters {
  name: string;
}

const isEmpty = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined;

const inRange: Record<AudienceRange, (value: number) => boolean> = {
  chargesQuantity: (v) => Number.isInteger(v) && v >= 0 && v <= AUDIENCE_LIMITS.chargesQuantity,
  daysInactive: (v) => Number.isInteger(v) && v >= 0 && v <= AUDIENCE_LIMITS.daysInactive,
  chargeAmount: (v) =>
    Number.isFinite(v) && v >= 0 && v <= AUDIENCE_LIMITS.chargeAmount && wirePesosToCentavos(v) !== null,
};

/**
 * The filter rules of docs/features/audiences.md: no empty field, then each minimum not above its maximum, then
 * each value within its limits. The first failing rule's message, or undefined.
 */
export function audienceFiltersMessage(filters: AudienceFilterInput): string | undefined {
  const keys = AUDIENCE_RANGES.flatMap((r) => [`${r}Min`, `${r}Max`] as const);
  if (keys.some((key) => isEmpty(filters[key]))) return AUDIENCE_MESSAGES.emptyFields;
  for (const range of AUDIENCE_RANGES) {
    if (filters[`${range}Min`]! > filters[`${range}Max`]!) return AUDIENCE_MESSAGES[`${range}Order`];
  }
  for (const range of AUDIENCE_RANGES) {
    if (!inRange[range](filters[`${range}Min`]!) || !inRange[range](filters[`${range}Max`]!))
      return AUDIENCE_MESSAGES[`${range}Range`];
  }
  return undefined;
}

/** Save and export (docs/features/audiences.md): the name first, then the filters. */
export function audienceMessage(input: AudienceInput): string | undefined {
  const name = input.name?.trim() ?? '';
  if (!name) return AUDIENCE_MESSAGES.nameRequired;
  if (name.length > AUDIENCE_LIMITS.name) return AUDIENCE_MESSAGES.nameTooLong;
  return audienceFiltersMessage(input);
}

/**
 * One filter field from JSON or a query string: '' and missing are empty (null); other text becomes a
 * number, NaN when it is not one, so the rules above (not a type error) give the message.
 */
const filterField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? null : Number(value);
  },
  z.union([z.number(), z.nan()]).nullable(),
);

const filterShape = {
  chargesQuantityMin: filterField,
  chargesQuantityMax: filterField,
  daysInactiveMin: filterField,
  daysInactiveMax: filterField,
  chargeAmountMin: filterField,
  chargeAmountMax: filterField,
};

/** The filters as query parameters (GET /api/audience/audience-clients-preview-*). */
export const audienceFiltersQuery = z
  .object(filterShape)
  .superRefine(firstRule(audienceFiltersMessage))
  // The rules above leave only numbers within their limits.
  .transform((filters) => filters as AudienceFilters);

/**
 * GET /api/audience/audience-clients-preview-data: the filters plus a keyset page (afterId, limit), or
 * the whole list as a CSV file (format=csv) named after `name`.
 */
export const audiencePlayersQuery = z
  .object({
    ...filterShape,
    afterId: z.coerce.number().int().min(0).max(2147483647).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
    format: z.enum(['json', 'csv']).default('json'),
    name: z.string().max(AUDIENCE_LIMITS.name).optional(),
  })
  .superRefine(firstRule(audienceFiltersMessage))
  .transform((query) => query as typeof query & AudienceFilters);

/** POST /api/audiences and PUT /api/audiences/{id}; a field left out is already empty (null). */
const audienceFields = z
  .object({ name: z.string().nullish(), ...filterShape })
  .superRefine(firstRule(audienceMessage))
  .transform((input): Audience => ({ ...(input as AudienceFilters), name: input.name!.trim() }));
export const audienceBody = absentAsEmpty(audienceFields);

/** An audience as the API tells it; the amounts in pesos. */
export const audienceView = z.object({
  id: z.number(),
  name: z.string(),
  chargesQuantityMin: z.number(),
  chargesQuantityMax: z.number(),
  daysInactiveMin: z.number(),
  daysInactiveMax: z.number(),
  chargeAmountMin: pesosAnswer(),
  chargeAmountMax: pesosAnswer(),
});
export type AudienceView = z.infer<typeof audienceView>;

export const audienceSavedAnswer = z.object({ message: z.string(), audience: audienceView });
export const audienceDeletedAnswer = z.object({ message: z.string() });

/** GET /api/audience/audience-clients-preview-count: the reach ('Alcance'). */
export const audienceCountAnswer = z.object({ count: z.number() });

/** A player an audience reaches, with the three figures its filters read. */
export const audiencePlayer = z.object({
  id: z.number(),
  panelUsername: z.string(),
  phone: z.string(),
  name: z.string(),
  chargesQuantity: z.number(),
  chargeAmount: pesosAnswer(),
  daysInactive: z.number(),
  lastChargeAt: z.string().nullable().describe('ISO 8601; null when the player never loaded'),
  createdAt: z.string().describe('ISO 8601'),
});
export type AudiencePlayer = z.infer<typeof audiencePlayer>;

/** GET /api/audience/audience-clients-preview-data (JSON): one page, by id. */
export const audiencePlayersPage = z.object({
  items: z.array(audiencePlayer),
  nextAfterId: z.number().nullable().describe('pass as afterId for the next page; null on the last'),
});

/** The CSV's columns, in order. */
export const AUDIENCE_CSV_HEADER = [
  'panelUsername',
  'phone',
  'name',
  'chargesQuantity',
  'chargeAmount',
  'daysInactive',
  'lastChargeAt',
  'createdAt',
] as const;

/** 'Jugadores inactivos_22-11-2025.csv': the audience's name and the Buenos Aires date. */
export function audienceCsvFilename(name: string | null | undefined, at: Date): string {
  return `${name?.trim() || 'publico'}_${formatDay(at, '-')}.csv`;
}
