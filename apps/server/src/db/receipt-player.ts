import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './connection';
import { clients, receipts } from './schema';

/** Receipts joined to their player (every receipt has one), selecting `fields`; joins and filters follow. */
export const receiptsWithPlayer = <T extends SelectedFields>(db: DbOrTx, fields: T) =>
  db.select(fields).from(receipts).innerJoin(clients, eq(clients.id, receipts.clientId));

/** A receipt's player as the lists name it: `{ id, panelUsername }`. */
export const playerRef = { id: clients.id, panelUsername: clients.panelUsername };
