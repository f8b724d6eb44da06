/**
 * The role table of docs/features/roles.md, written once. The web's guards and menu and every server route read it.
 * Roles are numeric 1..5; the names are one reading of the spec, shown only as labels.
 */
export const ROLES = [1, 2, 3, 4, 5] as const;
export type Rol = (typeof ROLES)[number];

export function isRol(value: unknown): value is Rol {
  return typeof value === 'number' && (ROLES as readonly number[]).includes(value);
}

const everyone: readonly Rol[] = ROLES;
const belowThree: readonly Rol[] = [1, 2];
const belowFour: readonly Rol[] = [1, 2, 3];
const adminOnly: readonly Rol[] = [1];
/** Who approves and rejects withdrawal requests: everyone but the payers (docs/features/withdrawals.md). */
const approvers: readonly Rol[] = [1, 2, 3, 5];
const payers: readonly Rol[] = [4];
const cashiersAndPayers: readonly Rol[] = [1, 2, 3, 4];

/** Protected screens: path and the roles that may enter (docs/features/shell.md, docs/features/roles.md). */
export const SCREENS = {
  checker: { path: '/checker', roles: everyone },
  deferred: { path: '/checker/deferred', roles: everyone },
  config: { path: '/config', roles: everyone },
  error: { path: '/error', roles: everyone },
  bankaccounts: { path: '/config/bankaccounts', roles: belowFour },
  cashiers: { path: '/config/cashiers', roles: belowFour },
  /** Mi turno, opened from Cajeros, and from Pagos for rol 4 (docs/features/players.md). */
  myShift: { path: '/config/cashiers/turno', roles: cashiersAndPayers },
  /** The players directory, opened from Cajeros (docs/features/players.md). */
  playerDirectory: { path: '/config/cashiers/jugadores', roles: belowFour },
  iresponses: { path: '/config/islands/:islandId/iresponses', roles: belowThree },
  ignoredNumbers: { path: '/config/players', roles: belowThree },
  notifications: { path: '/notifications', roles: adminOnly },
  banks: { path: '/config/banks', roles: adminOnly },
  bots: { path: '/config/bots', roles: adminOnly },
  users: { path: '/config/users', roles: adminOnly },
  audiences: { path: '/config/audiences', roles: adminOnly },
  islands: { path: '/config/Islands', roles: adminOnly },
  audit: { path: '/config/audit', roles: belowThree },
  supervision: { path: '/config/supervision', roles: belowThree },
  /** Retiros: the island's withdrawal requests (docs/features/withdrawals.md). */
  withdrawals: { path: '/retiros', roles: approvers },
  /** Pagos: rol 4's payout queue (docs/features/withdrawals.md 'The payout queue'). */
  payouts: { path: '/pagos', roles: payers },
} as const satisfies Record<string, { path: string; roles: readonly Rol[] }>;

export type ScreenKey = keyof typeof SCREENS;

export function canEnter(screen: ScreenKey, rol: Rol): boolean {
  return SCREENS[screen].roles.includes(rol);
}

/** Server permissions not tied to one screen. */
export const ACCESS = {
  everyone,
  admin: adminOnly,
  /** The statistics dashboard's cards and figures (docs/features/roles.md: roles 1 and 2). */
  dashboard: belowThree,
  /**
   * Where a player's money can be redirected (docs/features/roles.md): changing a wallet's CBU, unloading
   * it and deleting it are roles 1 and 2's; rol 3 sees and copies the accounts.
   */
  walletControl: belowThree,
  /** Marking a player's identity 'verificado' or 'rechazado' (docs/features/player-identity.md). */
  identityVerification: belowThree,
} as const;

/** May this role mark a player's identity verified or rejected (docs/features/player-identity.md)? */
export const verifiesIdentity = (rol: Rol): boolean => ACCESS.identityVerification.includes(rol);

/** May this role change a wallet's CBU, unload it or delete it (docs/features/roles.md)? */
export const controlsWallets = (rol: Rol): boolean => ACCESS.walletControl.includes(rol);

export interface MenuLink {
  label: string;
  to: string;
  roles: readonly Rol[];
}
export interface MenuSection {
  label: string;
  roles: readonly Rol[];
  links: MenuLink[];
}

/** A menu link shows to the roles that may enter its screen, unless the menu says fewer. */
const link = (label: string, screen: ScreenKey, roles: readonly Rol[] = SCREENS[screen].roles): MenuLink => ({
  label,
  to: SCREENS[screen].path,
  roles,
});

/** Side menu of docs/features/shell.md, in its order. 'Inicio' (/config) is open to every role but listed below 4. */
export const MENU_LINKS: MenuLink[] = [
  link('Inicio', 'config', belowFour),
  link('Cajeros', 'cashiers'),
  link('Cuentas', 'bankaccounts'),
  link('Comprobantes', 'checker'),
  link('Pospuestos', 'deferred'),
  link('Retiros', 'withdrawals'),
  link('Pagos', 'payouts'),
  link('Ignorados', 'ignoredNumbers'),
  link('Auditoría', 'audit'),
  link('Supervisión', 'supervision'),
];

export const MENU_CONFIG_SECTION: MenuSection = {
  label: 'Configuracion',
  roles: adminOnly,
  links: [
    link('Bancos', 'banks'),
    link('Campañas', 'audiences'),
    link('Islas', 'islands'),
    link('Bots', 'bots'),
    link('Usuarios', 'users'),
  ],
};

export function menuFor(rol: Rol): { links: MenuLink[]; section: MenuSection | null } {
  return {
    links: MENU_LINKS.filter((l) => l.roles.includes(rol)),
    section: MENU_CONFIG_SECTION.roles.includes(rol) ? MENU_CONFIG_SECTION : null,
  };
}
