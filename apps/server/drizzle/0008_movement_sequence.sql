ALTER TABLE "fund_movements" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing movements numbered per player in the ledger's order.
UPDATE "fund_movements" fm SET "seq" = n.seq
  FROM (SELECT id, row_number() OVER (PARTITION BY client_id ORDER BY id) AS seq FROM "fund_movements") n
  WHERE n.id = fm.id;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_movements_client_seq_key" ON "fund_movements" USING btree ("client_id","seq");--> statement-breakpoint
-- A new movement (seq 0) takes its player's next number. The ledger inserts under the player's row
-- lock, so numbers follow ids; the unique index refuses a racing insert rather than reuse one.
CREATE FUNCTION fund_movements_next_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq = 0 THEN
    NEW.seq := coalesce((SELECT max(seq) FROM fund_movements WHERE client_id = NEW.client_id), 0) + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER fund_movements_seq BEFORE INSERT ON fund_movements FOR EACH ROW EXECUTE FUNCTION fund_movements_next_seq();
