import { describe, expect, it } from 'vitest';
import {
  islandBody,
  islandFlowsBody,
  islandMessage,
  ISLAND_MESSAGES as M,
  type IslandInput,
} from './island-rules';

const ok: IslandInput = {
  name: 'Isla Norte',
  url: '',
  panelUserName: 'norte',
  panelUserPassword: 'clave',
  defaultClientPassword: 'clave',
  charge: 100,
  bonus: 0,
  withdraw: 500,
  prefix: 'no',
};

describe('island save (docs/features/islands.md), in order', () => {
  it('uses the exact Spanish texts of the spec', () => {
    expect([
      M.nameRequired,
      M.defaultClientPasswordRequired,
      M.chargeRequired,
      M.bonusRequired,
      M.withdrawRequired,
      M.prefixRequired,
    ]).toEqual([
      'Debe ingresar un nombre',
      'Debe ingresar un contraseña por defecto para los clientes',
      'Debe ingresar un monto de carga minimo',
      'Debe ingresar un porcentaje de bonus',
      'Debe ingresar un monto de retiro minimo',
      'Debe ingresar un prefijo',
    ]);
  });

  it.each([
    [{ name: ' ', panelUserPassword: '', charge: null, prefix: '' }, M.nameRequired],
    [{ url: 'norte.com', panelUserPassword: '' }, M.urlInvalid],
    [{ panelUserPassword: ' ', defaultClientPassword: '' }, M.panelPasswordRequired],
    [{ defaultClientPassword: '', charge: null }, M.defaultClientPasswordRequired],
    [{ charge: null, bonus: null }, M.chargeRequired],
    [{ charge: 0, bonus: null }, M.chargeRequired],
    [{ charge: 1.001, bonus: null }, M.amountInvalid],
    [{ bonus: null, withdraw: null }, M.bonusRequired],
    [{ bonus: -1, withdraw: null }, M.bonusInvalid],
    [{ withdraw: null, prefix: '' }, M.withdrawRequired],
    [{ withdraw: -3, prefix: '' }, M.amountInvalid],
    [{ prefix: '' }, M.prefixRequired],
    [{ prefix: 'NO' }, M.prefixInvalid],
  ] as [Partial<IslandInput>, string][])('%o → %s', (change, message) => {
    expect(islandMessage({ ...ok, ...change })).toBe(message);
  });

  it('asks for the panel password only when the island has none (the spec looked inverted)', () => {
    const blank = { ...ok, panelUserPassword: '', defaultClientPassword: '' };
    expect(islandMessage(blank)).toBe(M.panelPasswordRequired);
    expect(islandMessage(blank, { hasPanelUserPassword: true, hasDefaultClientPassword: false })).toBe(
      M.defaultClientPasswordRequired,
    );
    expect(
      islandMessage(blank, { hasPanelUserPassword: true, hasDefaultClientPassword: true }),
    ).toBeUndefined();
    expect(islandMessage(ok)).toBeUndefined();
  });

  it('takes an empty body as empty fields, so the first rule speaks', () => {
    const parsed = islandBody.parse({});
    expect(islandMessage(parsed)).toBe(M.nameRequired);
    expect(islandFlowsBody.safeParse({}).success).toBe(false);
    expect(islandFlowsBody.parse({ opHelp: false })).toEqual({ opHelp: false });
  });
});
