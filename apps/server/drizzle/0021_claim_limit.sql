-- Claims with limits (docs/features/queue.md): the receipts one operator may hold at once, per island.
-- The default leaves room above what /checker holds in normal work (the receipt on screen, the next,
-- and each decided one during its 5 s of undo).
ALTER TABLE "islands" ADD COLUMN "claim_limit" smallint DEFAULT 10 NOT NULL;