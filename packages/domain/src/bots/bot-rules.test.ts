import { describe, expect, it } from 'vitest';
import { botBody, botMessage, BOT_MESSAGES as M } from './bot-rules';

describe('bot form (docs/features/bots.md), in order', () => {
  it.each([
    [{ name: ' ', tenant_id: null, url: '' }, M.name],
    [{ name: 'Bot', tenant_id: null, url: '' }, M.island],
    [{ name: 'Bot', tenant_id: 1, url: '' }, M.url],
    [{ name: 'Bot', tenant_id: 1, url: 'localhost:8090' }, M.urlInvalid],
    [{ name: 'Bot', tenant_id: 1, url: 'ftp://bot.example' }, M.urlInvalid],
  ])('%o → %s', (input, message) => {
    expect(botMessage(input)).toBe(message);
  });

  it('accepts http and https addresses', () => {
    expect(botMessage({ name: 'Bot', tenant_id: 1, url: 'http://localhost:8090' })).toBeUndefined();
    expect(botMessage({ name: 'Bot', tenant_id: 1, url: 'https://bot.example/isla1' })).toBeUndefined();
  });

  it('uses the spec texts and gives the server the same first message', () => {
    expect([M.name, M.island, M.assignedDelete]).toEqual([
      'Debe ingresar un nombre',
      'Debe ingresar una isla',
      'No puede eliminarse a el bot asignado a esta misma isla',
    ]);
    expect(botBody.safeParse({ name: 'Bot', url: 'x' }).error?.issues[0]?.message).toBe(M.island);
  });
});
