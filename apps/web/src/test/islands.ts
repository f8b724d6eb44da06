import type { IslandView } from '@panel/domain/islands/island-view';

/** The test island as GET /api/tenants answers it (Islas' tests and the actions composed into it). */
export const islandView = (overrides: Partial<IslandView> = {}): IslandView => ({
  id: 1,
  name: 'Isla Demo',
  url: 'https://demo.example',
  prefix: 'dm',
  panelUserName: 'demo-admin',
  hasPanelUserPassword: true,
  hasDefaultClientPassword: true,
  charge: 1000,
  bonus: 10,
  withdraw: 5000,
  opUsercreation: true,
  opCharges: true,
  opBalances: true,
  opWithdraws: true,
  opHelp: true,
  opInformation: true,
  opReferral: true,
  active: true,
  hasIntakeKey: false,
  ...overrides,
});
