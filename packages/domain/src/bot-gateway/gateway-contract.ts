import { z } from 'zod';
import { businessDay } from '../date-range';
import { playerView } from '../players/player-view';
import { identityDraft, readOptionalIdentity } from '../player-identity/identity-rules';
import { PLAYER_MESSAGES, MAX_PHONE_DIGITS, normalizePhone } from '../players/player-rules';
import { iresponseView } from '../iresponses/iresponse-rules';
import { MAX_LENGTH } from '../constants';
import { MACHINE_KEY_MESSAGES } from '../http/machine-keys';
import { pesosToCentavos } from '../money';
import { MAX_RECEIPT_PESOS } from '../receipts/receipt-rules';
import { pesosAnswer } from '../wire-pesos';

/** What the chatbot processes send and get at /api/gateway (docs/features/bots.md 'Bot gateway'), with the messages they see. */
export const GATEWAY_MESSAGES = {
  badKey: MACHINE_KEY_MESSAGES.badKey.bot,
  botInactive: MACHINE_KEY_MESSAGES.botInactive,
  phoneRequired: 'Debe indicar el teléfono del jugador (campo phone)',
  amountRequired: 'Debe indicar el monto (campo amount)',
  amountFormat: 'El monto debe estar en pesos con hasta 2 decimales, por ejemplo 1500.50',
  amountPositive: 'El monto debe ser mayor a 0',
  amountTooBig: 'El monto es demasiado grande',
  fileRequired: 'Debe adjuntar el archivo del comprobante (campo file)',
  fileTooBig: 'El archivo supera el máximo de 10 MB',
  fileType: 'El archivo debe ser una imagen JPEG, PNG o WEBP, o un PDF',
  fileIncomplete: 'El archivo está incompleto o dañado',
  imageTooLarge:
    'La imagen es demasiado grande (más de 40 megapíxeles): envíe una captura de pantalla del comprobante',
  notMultipart: 'El comprobante debe enviarse como multipart/form-data',
  malformed: 'El cuerpo multipart/form-data está mal formado',
  tooManyParts: 'Se admite un solo archivo y pocos campos por comprobante',
  tooManyUploads: 'Hay demasiados comprobantes de este BOT subiéndose a la vez: reintente en unos segundos',
  ocrInvalid: 'El campo ocr debe ser un objeto JSON de textos',
  accountInvalid: 'La cuenta indicada no existe en la isla',
  noAccount: 'No hay una cuenta disponible para recibir ese monto',
  belowMinimum: (minimum: string) => `El monto mínimo de carga es ${minimum}`,
  chargesOff: 'La isla tiene deshabilitadas las cargas',
  creationOff: 'La isla tiene deshabilitada la creación de usuarios',
  stateSaved: 'Estado del BOT actualizado',
} as const;

export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

/** Pesos as text ('1500.50', a dot for decimals: machines write it so), read into centavos. */
export const gatewayAmount = z
  .string({ error: GATEWAY_MESSAGES.amountRequired })
  .trim()
  .min(1, GATEWAY_MESSAGES.amountRequired)
  .regex(/^\d{1,12}(\.\d{1,2})?$/, GATEWAY_MESSAGES.amountFormat)
  .transform(Number)
  .refine((pesos) => pesos > 0, GATEWAY_MESSAGES.amountPositive)
  .refine((pesos) => pesos <= MAX_RECEIPT_PESOS, GATEWAY_MESSAGES.amountTooBig)
  .transform(pesosToCentavos);

export const gatewayPhone = z
  .string({ error: GATEWAY_MESSAGES.phoneRequired })
  .max(100)
  .meta({ description: 'Teléfono del jugador; se guardan solo sus dígitos', example: '1155550001' })
  .transform(normalizePhone)
  .refine((digits) => digits.length > 0, GATEWAY_MESSAGES.phoneRequired)
  .refine((digits) => digits.length <= MAX_PHONE_DIGITS, PLAYER_MESSAGES.phoneTooLong);

const ocrData = z
  .record(z.string().max(100), z.string().max(1000))
  .refine((o) => Object.keys(o).length <= 50);

/** The multipart fields of POST /api/gateway/receipts besides `file`, in the order they are checked. */
export const receiptFields = z.object({
  phone: gatewayPhone,
  amount: gatewayAmount,
  ocr: z
    .string()
    .max(64 * 1024)
    .meta({ description: 'Textos leídos, como objeto JSON de textos', example: '{"banco":"Galicia"}' })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return null;
      try {
        const parsed = ocrData.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // falls through to the message
      }
      ctx.addIssue({ code: 'custom', message: GATEWAY_MESSAGES.ocrInvalid });
      return z.NEVER;
    }),
  bankAccountId: z
    .string()
    .meta({ pattern: '^[1-9][0-9]{0,9}$', example: '1' })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return null;
      const id = Number(text);
      if (Number.isInteger(id) && id > 0 && id <= 2147483647) return id;
      ctx.addIssue({ code: 'custom', message: GATEWAY_MESSAGES.accountInvalid });
      return z.NEVER;
    }),
});
export type ReceiptFields = z.infer<typeof receiptFields>;

export const receiptCreatedAnswer = z.object({ id: z.number() });

/**
 * The bot may send who the player is (docs/features/player-identity.md), read with the cashiers'
 * rules after the phone; left out, or all four empty, the player has none.
 */
export const gatewayPlayerBody = z
  .object({
    phone: gatewayPhone,
    name: z.string().max(MAX_LENGTH.name).optional(),
    identity: identityDraft.optional(),
  })
  .transform((body, ctx) => {
    const read = readOptionalIdentity(body.identity, businessDay(new Date()));
    if ('refusal' in read) {
      ctx.addIssue({ code: 'custom', message: read.refusal });
      return z.NEVER;
    }
    return { phone: body.phone, name: body.name, identity: read.identity };
  });
export const gatewayPlayerAnswer = z.object({ client: playerView, created: z.boolean() });

export const depositAccountQuery = z.object({ amount: gatewayAmount });
export const depositAccountAnswer = z.object({
  account: z.object({
    id: z.number(),
    name: z.string(),
    number: z.string().describe('CBU'),
    bank: z.object({ bankname: z.string() }),
  }),
});

/** GET /api/gateway/island: what the bot needs to talk to the island's players. Amounts in pesos. */
export const gatewayIslandAnswer = z.object({
  island: z.object({
    id: z.number(),
    name: z.string(),
    charge: pesosAnswer('carga mínima, pesos'),
    bonus: z.number().describe('porcentaje de bonus'),
    withdraw: pesosAnswer('retiro mínimo, pesos'),
  }),
  flows: z.object({
    opUsercreation: z.boolean(),
    opCharges: z.boolean(),
    opBalances: z.boolean(),
    opWithdraws: z.boolean(),
    opHelp: z.boolean(),
    opInformation: z.boolean(),
    opReferral: z.boolean(),
  }),
  responses: z.array(iresponseView.omit({ id: true })),
  ignoredNumbers: z.array(z.string()),
});

export const gatewayStateBody = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'El estado debe ser 0 (encendido), 1 (espera) o 2 (apagado)',
  }),
  qr: z
    .string()
    .max(8192)
    .nullish()
    .transform((qr) => qr ?? null),
});
export const gatewayStateAnswer = z.object({ message: z.string(), state: z.number() });
