import { islandEndpoints as islands } from '@panel/domain/islands/island-endpoints';
import { playerEndpoints as players } from '@panel/domain/players/player-endpoints';
import { SCREENS } from '@panel/domain/roles';
import { describeRoleMatrix } from '../../test/role-matrix';

// Cajeros: roles below 4 (docs/features/shell.md, docs/features/roles.md), and Mi turno for rol 4 too
// (a payer's shift, docs/features/withdrawals.md); the platform key is the administrator's, like the islands.
const cashiers = SCREENS.cashiers.roles;
const invalidAmount = () => ({ username: '', amount: 0 });
const missing = () => ({ id: 999999 });

describeRoleMatrix([
  { endpoint: players.search, allowed: cashiers },
  { endpoint: players.listCreated, allowed: cashiers, payload: () => ({ value: ['x'] }) },
  { endpoint: players.create, allowed: cashiers, payload: () => ({ name: '', phone: '' }) },
  { endpoint: players.deposit, allowed: cashiers, payload: invalidAmount },
  { endpoint: players.pay, allowed: cashiers, payload: invalidAmount },
  { endpoint: players.blockBonus, params: missing, allowed: cashiers },
  { endpoint: players.unblockBonus, params: missing, allowed: cashiers },
  { endpoint: players.password, params: missing, allowed: cashiers, payload: () => ({}) },
  { endpoint: players.history, allowed: cashiers, payload: () => ({ username: 'nadie' }) },
  { endpoint: players.historyCsv, allowed: cashiers, query: { username: 'nadie' } },
  { endpoint: players.myShift, allowed: [1, 2, 3, 4], query: { start: '2026-01-01' } },
  { endpoint: players.myShiftCsv, allowed: [1, 2, 3, 4], query: { start: '2026-01-01' } },
  { endpoint: players.directory, allowed: cashiers },
  { endpoint: players.directoryCsv, allowed: cashiers },
  { endpoint: players.funds, params: () => ({ panelUsername: 'nadie' }), allowed: cashiers },
  { endpoint: islands.rotatePlatformKey, params: missing, allowed: SCREENS.islands.roles },
]);
