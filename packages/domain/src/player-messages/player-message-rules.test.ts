import { describe, expect, it } from 'vitest';
import { DEFER_REASONS, REJECT_REASONS } from '../receipts/receipt-rules';
import { DEFAULT_INTENTS } from '../iresponses/iresponse-rules';
import {
  MAX_ATTEMPTS,
  PLAYER_MESSAGE_KINDS,
  RECEIPT_DEFER_KINDS,
  RECEIPT_REJECT_KINDS,
  WITHDRAWAL_MESSAGE_KINDS,
  isPlayerMessageKind,
  placeholderRefusal,
  placeholdersIn,
  previewPlayerMessage,
  renderPlayerMessage,
  retryDelaySeconds,
} from './player-message-rules';
import { ackMessageBody, takeMessagesBody } from './player-message-view';

describe('message kinds', () => {
  it('has one message per reject and per defer reason, and the withdrawal ones', () => {
    expect(Object.keys(RECEIPT_REJECT_KINDS).sort()).toEqual(Object.keys(REJECT_REASONS).sort());
    expect(Object.keys(RECEIPT_DEFER_KINDS).sort()).toEqual(Object.keys(DEFER_REASONS).sort());
    const kinds = [
      ...Object.values(RECEIPT_REJECT_KINDS),
      ...Object.values(RECEIPT_DEFER_KINDS),
      ...Object.values(WITHDRAWAL_MESSAGE_KINDS),
    ];
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of kinds) expect(isPlayerMessageKind(kind)).toBe(true);
  });

  it('gives new islands every message as a reply, each default using only its own values', () => {
    const intents = DEFAULT_INTENTS.map((reply) => reply.intent);
    for (const kind of Object.keys(PLAYER_MESSAGE_KINDS)) expect(intents).toContain(kind);
    for (const reply of DEFAULT_INTENTS)
      expect(placeholderRefusal(reply.intent, reply.response, reply.alterResponse)).toBeUndefined();
  });

  it('asks the player for the holder of the account when ASK_BA_OWNER defers', () => {
    expect(PLAYER_MESSAGE_KINDS[RECEIPT_DEFER_KINDS.ASK_BA_OWNER].response).toMatch(/titular/);
  });
});

describe('placeholders', () => {
  it('finds each one once', () => {
    expect(placeholdersIn('{monto} y {saldo}, otra vez {monto}; {sin cerrar')).toEqual([
      '{monto}',
      '{saldo}',
    ]);
  });

  it('refuses a value the message does not have, naming the ones it may use', () => {
    expect(
      placeholderRefusal('aviso_retiro_pagado', 'Pagamos {monto}, operación {operacion}'),
    ).toBeUndefined();
    expect(placeholderRefusal('aviso_retiro_pagado', 'Tu saldo: {saldo}')).toBe(
      'El marcador {saldo} no existe en este aviso. Puede usar: {usuario}, {monto}, {operacion}',
    );
    expect(placeholderRefusal('aviso_rechazo_monto', '{Monto}', 'alternativa {x}')).toBe(
      'Los marcadores {Monto}, {x} no existen en este aviso. Puede usar: {usuario}, {monto}',
    );
  });

  it('leaves the chatbot replies that are not messages free', () => {
    expect(placeholderRefusal('saldo', 'Tu saldo actual es {saldo} {lo que sea}')).toBeUndefined();
  });

  it('renders the values, empty when not given, and previews with samples', () => {
    expect(renderPlayerMessage('Cargaste {monto}; saldo {saldo}.', { monto: '$ 1.500,00' })).toBe(
      'Cargaste $ 1.500,00; saldo .',
    );
    expect(renderPlayerMessage('{otro} queda', {})).toBe('{otro} queda');
    expect(previewPlayerMessage(PLAYER_MESSAGE_KINDS.aviso_retiro_pagado.response)).toBe(
      '¡Te pagamos el retiro de $ 15.000,00! Número de operación del banco: 000123456789.',
    );
  });
});

describe('retries', () => {
  it('backs off 30 s, 2 min, 10 min, 1 h, then gives up', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 120, 600, 3600]);
    expect(MAX_ATTEMPTS).toBe(5);
    expect(retryDelaySeconds(5)).toBeNull();
  });
});

describe('gateway bodies', () => {
  it('takes 10 by default and refuses a limit out of range', () => {
    expect(takeMessagesBody.parse(undefined)).toEqual({ limit: 10 });
    expect(takeMessagesBody.safeParse({ limit: 51 }).error?.issues[0]?.message).toMatch(/entre 1 y 50/);
  });

  it('needs the outcome of an acknowledgement', () => {
    expect(ackMessageBody.safeParse({}).error?.issues[0]?.message).toBe(
      'El resultado debe ser delivered o failed',
    );
    expect(ackMessageBody.parse({ outcome: 'failed', error: 'sin WhatsApp' })).toEqual({
      outcome: 'failed',
      error: 'sin WhatsApp',
    });
  });
});
