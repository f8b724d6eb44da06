import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createIsland } from '../../test/factories';
import { movementAt } from '../../test/ledger-factory';
import { EVERYONE } from '../../test/audience-filters';
import { clients } from '../db/schema';
import {
  audienceCsvQuery,
  audiencePlayersPage,
  countAudiencePlayers,
  laterLoadsExist,
  type AudienceCsvRow,
} from './audience-queries';
import { queryRows } from '../db/connection';

const t = useTestApp();

describe('days inactive are Buenos Aires calendar days', () => {
  // Noon of 1 March 2025 in Buenos Aires (UTC−3).
  const asOf = new Date('2025-03-01T15:00:00Z');

  it('counts from the last load, across the Buenos Aires midnight, and from creation without one', async () => {
    const island = await createIsland(t.db);
    type Kind = 'deposit' | 'depositBonus';
    const add = async (username: string, createdAt: string, movements: [string, Kind][]) => {
      const [client] = await t.db
        .insert(clients)
        .values({ tenantId: island.id, panelUsername: username, phone: '1', createdAt: new Date(createdAt) })
        .returning();
      for (const [at, kind] of movements)
        await movementAt(t.app, kind, { clientId: client!.id, amount: 1000 }, new Date(at));
    };
    // 23:30 of 28 February in Buenos Aires, though already 1 March in UTC: yesterday.
    await add('ayer', '2025-01-01T12:00:00Z', [['2025-03-01T02:30:00Z', 'deposit']]);
    // 00:30 of 1 March in Buenos Aires: today. Its bonus is not a load.
    await add('hoy', '2025-01-01T12:00:00Z', [
      ['2025-02-01T12:00:00Z', 'deposit'],
      ['2025-03-01T03:30:00Z', 'deposit'],
      ['2025-03-01T03:30:01Z', 'depositBonus'],
    ]);
    // Only a bonus, and a load after `asOf`: inactive since creation (19 February), nothing loaded.
    await add('nuevo', '2025-02-19T12:00:00Z', [
      ['2025-02-25T12:00:00Z', 'depositBonus'],
      ['2025-03-01T18:00:00Z', 'deposit'],
    ]);

    const rows = await audiencePlayersPage(t.db, island.id, EVERYONE, asOf, 0, 10);
    expect(
      rows.map((r) => [r.panelUsername, r.daysInactive, r.chargesQuantity, r.chargeAmount, r.lastChargeAt]),
    ).toEqual([
      ['ayer', 1, 1, 1000, new Date('2025-03-01T02:30:00Z')],
      ['hoy', 0, 2, 2000, new Date('2025-03-01T03:30:00Z')],
      ['nuevo', 10, 0, 0, null],
    ]);
    // The CSV's days, in Buenos Aires: read whole (PostgreSQL's cursor) and as a keyset page (PGlite).
    const later = await laterLoadsExist(t.db, asOf);
    const expected = [
      ['ayer', 1, '2025-02-28', '2025-01-01'],
      ['hoy', 0, '2025-03-01', '2025-01-01'],
      ['nuevo', 10, null, '2025-02-19'],
    ];
    for (const page of [undefined, { afterId: 0, limit: 10 }]) {
      const csvRows = await queryRows<AudienceCsvRow>(
        t.db,
        audienceCsvQuery(island.id, EVERYONE, asOf, later, page),
      );
      expect(
        csvRows.map((r) => [r.panel_username, Number(r.days_inactive), r.last_charge_day, r.created_day]),
      ).toEqual(expected);
    }
    const exactly = (days: number) =>
      countAudiencePlayers(
        t.db,
        island.id,
        { ...EVERYONE, daysInactiveMin: days, daysInactiveMax: days },
        asOf,
      );
    expect([await exactly(0), await exactly(1), await exactly(10), await exactly(2)]).toEqual([1, 1, 1, 0]);
  });
});

describe('pages of the reached players', () => {
  it('walk every reached player once, in id order, skipping those the filters leave out', async () => {
    const island = await createIsland(t.db);
    const asOf = new Date('2025-03-01T15:00:00Z');
    const names = ['uno', 'dos', 'tres', 'cuatro', 'cinco'];
    for (const [i, username] of names.entries()) {
      const [client] = await t.db
        .insert(clients)
        .values({
          tenantId: island.id,
          panelUsername: username,
          phone: '1',
          createdAt: new Date('2025-01-01T12:00:00Z'),
        })
        .returning();
      // 'dos' and 'cuatro' load once, the others twice: only two loads are wanted.
      for (let k = 0; k < (i % 2 === 1 ? 1 : 2); k++)
        await movementAt(
          t.app,
          'deposit',
          { clientId: client!.id, amount: 1000 },
          new Date(`2025-02-0${k + 1}T12:00:00Z`),
        );
    }
    const twoLoads = { ...EVERYONE, chargesQuantityMin: 2 };
    const seen: string[] = [];
    let afterId = 0;
    for (;;) {
      const page = await audiencePlayersPage(t.db, island.id, twoLoads, asOf, afterId, 1);
      if (page.length === 0) break;
      seen.push(...page.map((r) => r.panelUsername));
      afterId = page[page.length - 1]!.id;
    }
    expect(seen).toEqual(['uno', 'tres', 'cinco']);
  });
});
