import { eq, sql } from 'drizzle-orm';
import type { IslandView } from '@panel/domain/islands/island-view';
import { centavosToPesos } from '@panel/domain/money';
import type { DbOrTx } from '../db/connection';
import { islands } from '../db/schema';

/** Everything the API tells of an island: the secrets only as "is there one". */
const islandViewColumns = {
  id: islands.id,
  name: islands.name,
  url: islands.url,
  prefix: islands.prefix,
  panelUserName: islands.panelUserName,
  hasPanelUserPassword: sql<boolean>`${islands.panelUserPasswordEnc} is not null`,
  hasDefaultClientPassword: sql<boolean>`${islands.defaultClientPasswordEnc} is not null`,
  chargeMin: islands.chargeMin,
  bonusPercent: islands.bonusPercent,
  withdrawMin: islands.withdrawMin,
  opUsercreation: islands.opUsercreation,
  opCharges: islands.opCharges,
  opBalances: islands.opBalances,
  opWithdraws: islands.opWithdraws,
  opHelp: islands.opHelp,
  opInformation: islands.opInformation,
  opReferral: islands.opReferral,
  active: islands.active,
  hasIntakeKey: sql<boolean>`${islands.intakeKeyHash} is not null`,
  totpRequired: islands.totpRequired,
};

const selectIslandViews = (db: DbOrTx) => db.select(islandViewColumns).from(islands);
type IslandRow = Awaited<ReturnType<typeof selectIslandViews>>[number];

function toIslandView({ chargeMin, bonusPercent, withdrawMin, ...row }: IslandRow): IslandView {
  return {
    ...row,
    charge: centavosToPesos(chargeMin),
    bonus: bonusPercent,
    withdraw: centavosToPesos(withdrawMin),
  };
}

export async function listIslandViews(db: DbOrTx): Promise<IslandView[]> {
  const rows = await selectIslandViews(db).orderBy(islands.id);
  return rows.map(toIslandView);
}

export async function findIslandView(db: DbOrTx, id: number): Promise<IslandView | undefined> {
  const [row] = await selectIslandViews(db).where(eq(islands.id, id));
  return row && toIslandView(row);
}
