import { z } from 'zod';
import { ISLAND_FLOWS, type IslandFlow } from './island-rules';
import { pesosAnswer } from '../wire-pesos';

const flowFlags = Object.fromEntries(ISLAND_FLOWS.map((flow) => [flow, z.boolean()])) as Record<
  IslandFlow,
  z.ZodBoolean
>;

/**
 * An island as the API tells it (GET /api/tenants, GET /api/tenants/{id}). The passwords are secrets:
 * never sent, only whether the island has one. Amounts in pesos.
 */
export const islandView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  prefix: z.string(),
  panelUserName: z.string(),
  hasPanelUserPassword: z.boolean(),
  hasDefaultClientPassword: z.boolean(),
  charge: pesosAnswer('monto de carga mínimo, en pesos'),
  bonus: z.number().describe('porcentaje de bonus'),
  withdraw: pesosAnswer('monto de retiro mínimo, en pesos'),
  ...flowFlags,
  active: z.boolean(),
  hasIntakeKey: z.boolean(),
  /** Roles 1 and 2 sign in with a TOTP code (docs/features/two-factor.md). */
  totpRequired: z.boolean().optional(),
});
export type IslandView = z.infer<typeof islandView>;

export const islandList = z.array(islandView);
export const islandSavedAnswer = z.object({ message: z.string(), island: islandView });
export const islandDeletedAnswer = z.object({ message: z.string() });
/** POST /api/tenants/{id}/intakekey: the new key, shown once. */
export const intakeKeyAnswer = z.object({ key: z.string(), message: z.string() });
