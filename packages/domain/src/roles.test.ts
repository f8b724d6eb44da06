import { describe, expect, it } from 'vitest';
import { canEnter, menuFor, SCREENS, type Rol, type ScreenKey } from './roles';

/** docs/features/roles.md route access, row by row. */
const SPEC_ROUTES: Record<Rol, ScreenKey[]> = {
  1: [
    'checker',
    'deferred',
    'config',
    'error',
    'bankaccounts',
    'cashiers',
    'myShift',
    'playerDirectory',
    'iresponses',
    'ignoredNumbers',
    'notifications',
    'banks',
    'bots',
    'users',
    'audiences',
    'islands',
    'audit',
    'supervision',
    'withdrawals',
  ],
  2: [
    'checker',
    'deferred',
    'config',
    'bankaccounts',
    'iresponses',
    'cashiers',
    'myShift',
    'playerDirectory',
    'ignoredNumbers',
    'error',
    'audit',
    'supervision',
    'withdrawals',
  ],
  // Retiros for everyone but the payers, Pagos and their Mi turno for rol 4 (docs/features/withdrawals.md).
  3: [
    'checker',
    'deferred',
    'config',
    'bankaccounts',
    'cashiers',
    'myShift',
    'playerDirectory',
    'error',
    'withdrawals',
  ],
  4: ['checker', 'deferred', 'config', 'error', 'payouts', 'myShift'],
  5: ['checker', 'deferred', 'config', 'error', 'withdrawals'],
};

describe('role table (docs/features/roles.md)', () => {
  it.each([1, 2, 3, 4, 5] as const)('rol %i enters exactly its routes', (rol) => {
    const allowed = (Object.keys(SCREENS) as ScreenKey[]).filter((s) => canEnter(s, rol));
    expect(allowed.sort()).toEqual([...SPEC_ROUTES[rol]].sort());
  });

  it('keeps Notifications and Audiences for rol 1 only', () => {
    for (const rol of [2, 3, 4, 5] as const) {
      expect(canEnter('notifications', rol)).toBe(false);
      expect(canEnter('audiences', rol)).toBe(false);
    }
  });

  it('uses the paths of docs/features/shell.md', () => {
    expect(
      Object.values(SCREENS)
        .map((s) => s.path)
        .sort(),
    ).toEqual(
      [
        '/checker',
        // Pospuestos, the deferred receipts (docs/features/evidence.md).
        '/checker/deferred',
        '/notifications',
        '/config',
        '/config/banks',
        '/config/bankaccounts',
        '/config/islands/:islandId/iresponses',
        '/config/bots',
        '/config/players',
        '/config/users',
        '/config/audiences',
        '/config/cashiers',
        // Mi turno, opened from Cajeros (docs/features/players.md).
        '/config/cashiers/turno',
        // The players directory, opened from Cajeros (docs/features/players.md).
        '/config/cashiers/jugadores',
        '/config/Islands',
        '/config/audit',
        '/config/supervision',
        '/error',
        // Retiros and Pagos (docs/features/withdrawals.md).
        '/retiros',
        '/pagos',
      ].sort(),
    );
  });
});

describe('side menu (docs/features/shell.md)', () => {
  const labels = (rol: Rol) => {
    const menu = menuFor(rol);
    return {
      links: menu.links.map((l) => l.label),
      section: menu.section?.links.map((l) => l.label) ?? null,
    };
  };

  /** Rol 3's links; roles 1 and 2 also get Ignorados, Auditoría and Supervisión. */
  const staffLinks = ['Inicio', 'Cajeros', 'Cuentas', 'Comprobantes', 'Pospuestos', 'Retiros'];
  const managerLinks = [...staffLinks, 'Ignorados', 'Auditoría', 'Supervisión'];
  const checkerLinks = ['Comprobantes', 'Pospuestos'];

  it.each([
    [1, managerLinks, ['Bancos', 'Campañas', 'Islas', 'Bots', 'Usuarios']],
    [2, managerLinks, null],
    [3, staffLinks, null],
    [4, [...checkerLinks, 'Pagos'], null],
    [5, [...checkerLinks, 'Retiros'], null],
  ] as const)('gives rol %i its links, and only rol 1 a section', (rol, links, section) => {
    expect(labels(rol)).toEqual({ links, section });
  });

  it("names rol 1's section Configuracion", () => {
    expect(menuFor(1).section?.label).toBe('Configuracion');
  });

  it('links to the screens it names', () => {
    expect(menuFor(1).links.map((l) => l.to)).toEqual([
      '/config',
      '/config/cashiers',
      '/config/bankaccounts',
      '/checker',
      '/checker/deferred',
      '/retiros',
      '/config/players',
      '/config/audit',
      '/config/supervision',
    ]);
    expect(menuFor(1).section?.links.map((l) => l.to)).toEqual([
      '/config/banks',
      '/config/audiences',
      '/config/Islands',
      '/config/bots',
      '/config/users',
    ]);
  });
});
