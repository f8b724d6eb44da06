import { eq } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import type { Caller } from '@panel/domain/auth/caller';
import {
  WITHDRAWAL_MESSAGES as M,
  minuteToClock,
  type WithdrawalSettingsBody,
} from '@panel/domain/withdrawals/withdrawal-rules';
import type { WithdrawalSettingsView } from '@panel/domain/withdrawals/withdrawal-view';
import type { Db, DbOrTx } from '../db/connection';
import { islands } from '../db/schema';
import { notFound } from '../errors';
import { saveIslandSettings } from '../db/island-settings';

const columns = {
  withdrawMin: islands.withdrawMin,
  maxPerRequest: islands.withdrawMaxPerRequest,
  maxPerDay: islands.withdrawMaxPerDay,
  requestsPerDay: islands.withdrawRequestsPerDay,
  hoursFrom: islands.withdrawHoursFrom,
  hoursTo: islands.withdrawHoursTo,
  fourEyesAbove: islands.withdrawFourEyesAbove,
  refuseForeignHolder: islands.withdrawRefuseForeignHolder,
};
type Stored = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

async function storedOf(db: DbOrTx, islandId: number) {
  const [island] = await db.select(columns).from(islands).where(eq(islands.id, islandId));
  if (!island) throw notFound(M.islandNotFound);
  return island;
}

/**
 * The island's rules as filing and approving check them (docs/features/withdrawals.md 'Rules checked
 * on filing'), with whether the bot may file at all (`opWithdraws`).
 */
export async function withdrawalRulesOf(db: DbOrTx, islandId: number) {
  const [island] = await db
    .select({ ...columns, opWithdraws: islands.opWithdraws })
    .from(islands)
    .where(eq(islands.id, islandId));
  if (!island) throw notFound(M.islandNotFound);
  return island;
}

const pesosOrNull = (centavos: number | null) => (centavos === null ? null : centavosToPesos(centavos));

const viewOf = (s: Stored): WithdrawalSettingsView => ({
  withdrawMin: centavosToPesos(s.withdrawMin ?? 0),
  maxPerRequest: pesosOrNull(s.maxPerRequest),
  maxPerDay: pesosOrNull(s.maxPerDay),
  requestsPerDay: s.requestsPerDay,
  hoursFrom: s.hoursFrom === null ? null : minuteToClock(s.hoursFrom),
  hoursTo: s.hoursTo === null ? null : minuteToClock(s.hoursTo),
  fourEyesAbove: pesosOrNull(s.fourEyesAbove),
  refuseForeignHolder: Boolean(s.refuseForeignHolder),
});

/** An island's withdrawal rules (docs/features/withdrawals.md 'Rules checked on filing'). */
export const readWithdrawalSettings = async (db: DbOrTx, islandId: number) =>
  viewOf(await storedOf(db, islandId));

/** Rol 1 sets them; audited with the values before and after. The minimum stays the island's `withdraw`. */
export async function saveWithdrawalSettings(
  db: Db,
  caller: Caller,
  islandId: number,
  input: WithdrawalSettingsBody,
) {
  return db.transaction(async (tx) => {
    const before = await storedOf(tx, islandId);
    const after = {
      withdrawMaxPerRequest: input.maxPerRequest,
      withdrawMaxPerDay: input.maxPerDay,
      withdrawRequestsPerDay: input.requestsPerDay,
      withdrawHoursFrom: input.hoursFrom,
      withdrawHoursTo: input.hoursTo,
      withdrawFourEyesAbove: input.fourEyesAbove,
      withdrawRefuseForeignHolder: input.refuseForeignHolder,
    };
    await saveIslandSettings(tx, caller, islandId, { action: 'island.withdrawal_rules', before, after });
    return { ...viewOf(await storedOf(tx, islandId)), message: M.settingsSaved };
  });
}
