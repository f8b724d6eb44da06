import type { MovementView, PlayerView } from '@panel/domain/players/player-view';

/** A player of the test island as the API answers it (Cajeros' tests). */
export const playerView = (
  id: number,
  panelUsername: string,
  overrides: Partial<PlayerView> = {},
): PlayerView => ({
  id,
  panelUsername,
  phone: '1155551234',
  name: 'juan perez',
  blacklistbonus: 0,
  tenantId: 1,
  referralCode: null,
  referredByClientId: null,
  identity: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

/** The answer of GET /api/clients/getfunds/… for one player. */
export const fundsAnswer = (player: PlayerView, balance: number, history: MovementView[] = []) => ({
  body: { items: [{ balance, locked: false, client: player }], history },
});
