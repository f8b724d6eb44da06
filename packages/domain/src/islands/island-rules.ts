import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { wirePesosToCentavos } from '../money';
import { absentAsEmpty } from '../rules';

/**
 * Island form messages of docs/features/islands.md, in the spec's order. The spec gives no text for the panel password
 * (its check looked inverted); this one follows the default-password message's wording.
 */
export const ISLAND_MESSAGES = {
  nameRequired: 'Debe ingresar un nombre',
  urlInvalid: 'La URL debe empezar con http:// o https://',
  panelPasswordRequired: 'Debe ingresar una contraseña para el usuario del panel',
  defaultClientPasswordRequired: 'Debe ingresar un contraseña por defecto para los clientes',
  chargeRequired: 'Debe ingresar un monto de carga minimo',
  bonusRequired: 'Debe ingresar un porcentaje de bonus',
  bonusInvalid: 'El porcentaje de bonus debe ser un número entero entre 0 y 100',
  withdrawRequired: 'Debe ingresar un monto de retiro minimo',
  amountInvalid: 'Los montos deben ser positivos y tener hasta 2 decimales',
  prefixRequired: 'Debe ingresar un prefijo',
  prefixInvalid: 'El prefijo admite solo letras minúsculas y números, hasta 10',
  nameTaken: 'Ya existe una isla con ese nombre',
  notFound: 'No se encontró la isla',
  inUse: 'No puede eliminarse una isla que tiene usuarios o jugadores',
  created: 'Isla creada',
  saved: 'Isla actualizada',
  deleted: 'Isla eliminada',
  flowSaved: 'Flujo actualizado',
  activated: 'Isla activada',
  deactivated: 'Isla desactivada',
  intakeKeyShown: 'Clave de notificaciones generada. Cópiela ahora: no se volverá a mostrar.',
} as const;

/** The chatbot flows an island turns on or off (docs/features/islands.md), in the modal's order. */
export const ISLAND_FLOWS = [
  'opUsercreation',
  'opCharges',
  'opBalances',
  'opWithdraws',
  'opHelp',
  'opInformation',
  'opReferral',
] as const;
export type IslandFlow = (typeof ISLAND_FLOWS)[number];
export type IslandFlows = Record<IslandFlow, boolean>;

/** Largest minimum load or withdrawal, in pesos. */
export const MAX_ISLAND_AMOUNT = 1_000_000_000;

/** The island modal's fields as the API takes them; amounts in pesos, empty amounts as null. */
export interface IslandInput {
  name: string;
  url: string;
  panelUserName: string;
  panelUserPassword: string;
  defaultClientPassword: string;
  charge: number | null;
  bonus: number | null;
  withdraw: number | null;
  prefix: string;
}

/** Which secrets the island already keeps: an empty password field then means "unchanged". */
export interface StoredSecrets {
  hasPanelUserPassword: boolean;
  hasDefaultClientPassword: boolean;
}
export const NO_STORED_SECRETS: StoredSecrets = {
  hasPanelUserPassword: false,
  hasDefaultClientPassword: false,
};

const isPositiveAmount = (value: number) =>
  Number.isFinite(value) && value > 0 && value <= MAX_ISLAND_AMOUNT && wirePesosToCentavos(value) !== null;

/**
 * Island save (docs/features/islands.md): the first failing rule's message, or undefined.
 * Field order of the modal; each field's format check follows its presence check. The panel password
 * is asked for when the island has none (the spec's check looked inverted: it fired when one was
 * present). Zero minimums count as missing, as for banks; a 0 % bonus is a real setting.
 */
export function islandMessage(
  input: IslandInput,
  stored: StoredSecrets = NO_STORED_SECRETS,
): string | undefined {
  const url = input.url.trim();
  const prefix = input.prefix.trim();
  if (!input.name.trim()) return ISLAND_MESSAGES.nameRequired;
  if (url && !/^https?:\/\/\S+$/i.test(url)) return ISLAND_MESSAGES.urlInvalid;
  if (!input.panelUserPassword.trim() && !stored.hasPanelUserPassword)
    return ISLAND_MESSAGES.panelPasswordRequired;
  if (!input.defaultClientPassword.trim() && !stored.hasDefaultClientPassword)
    return ISLAND_MESSAGES.defaultClientPasswordRequired;
  if (!input.charge) return ISLAND_MESSAGES.chargeRequired;
  if (!isPositiveAmount(input.charge)) return ISLAND_MESSAGES.amountInvalid;
  if (input.bonus === null) return ISLAND_MESSAGES.bonusRequired;
  if (!Number.isInteger(input.bonus) || input.bonus < 0 || input.bonus > 100)
    return ISLAND_MESSAGES.bonusInvalid;
  if (!input.withdraw) return ISLAND_MESSAGES.withdrawRequired;
  if (!isPositiveAmount(input.withdraw)) return ISLAND_MESSAGES.amountInvalid;
  if (!prefix) return ISLAND_MESSAGES.prefixRequired;
  if (!/^[a-z0-9]{1,10}$/.test(prefix)) return ISLAND_MESSAGES.prefixInvalid;
  return undefined;
}

const text = (max: number) => z.string().max(max).default('');
const amount = z.number().nullable().default(null);
const flowFields = Object.fromEntries(ISLAND_FLOWS.map((flow) => [flow, z.boolean().optional()])) as Record<
  IslandFlow,
  z.ZodOptional<z.ZodBoolean>
>;

/**
 * POST /api/tenants and POST /api/tenants/{id}: the shape only. The ordered rules need to know which
 * secrets the island already keeps, so the server applies `islandMessage` once it has read the island.
 * Flows are optional here: absent means "unchanged" (new islands start with every flow on).
 */
const islandFields = z.object({
  name: text(MAX_LENGTH.name),
  // Optional: empty, or the http(s) URL `islandMessage` checks; stated for the OpenAPI document.
  url: text(MAX_LENGTH.url).meta({ pattern: '^(https?://\\S+)?$', example: 'https://isla.example.com' }),
  panelUserName: text(MAX_LENGTH.name),
  panelUserPassword: text(MAX_LENGTH.password),
  defaultClientPassword: text(MAX_LENGTH.password),
  charge: amount,
  bonus: amount,
  withdraw: amount,
  prefix: text(MAX_LENGTH.prefix).meta({ pattern: '^[a-z0-9]{1,10}$', example: 'isla1' }),
  ...flowFields,
});
export const islandBody = absentAsEmpty(islandFields, {
  name: '',
  url: '',
  panelUserName: '',
  panelUserPassword: '',
  defaultClientPassword: '',
  prefix: '',
});
export type IslandBody = z.infer<typeof islandBody>;

/** POST /api/tenants/{id}/flows: one or more switches of the flows modal, saved as they are clicked. */
export const islandFlowsBody = z
  .object(flowFields)
  .refine((body) => ISLAND_FLOWS.some((flow) => body[flow] !== undefined), {
    message: 'Debe indicar qué flujo cambiar',
  });
export type IslandFlowsBody = z.infer<typeof islandFlowsBody>;
