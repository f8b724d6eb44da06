CREATE TABLE "player_directory" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"last_load_at" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_directory" ADD CONSTRAINT "player_directory_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_directory_balance_idx" ON "player_directory" USING btree ("tenant_id","balance","client_id");--> statement-breakpoint
CREATE INDEX "player_directory_last_load_idx" ON "player_directory" USING btree ("tenant_id","last_load_at","client_id");--> statement-breakpoint
CREATE INDEX "player_directory_created_idx" ON "player_directory" USING btree ("tenant_id","created_at","client_id");--> statement-breakpoint
CREATE INDEX "player_directory_status_idx" ON "player_directory" USING btree ("tenant_id","status","client_id");--> statement-breakpoint
-- The players directory (docs/features/players.md 'Directorio'): one row per player with what the
-- directory sorts by, recomputed from its sources by row triggers in the writer's transaction.
-- Each source is read by key: the latest movement by (client_id, id), the latest load by the
-- partial DEPOSIT index, the platform lock by its primary key.
CREATE FUNCTION player_directory_refresh(p_client int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO player_directory (client_id, tenant_id, created_at, balance, last_load_at, status)
  SELECT c.id, c.tenant_id, c.created_at,
    coalesce((SELECT fm.balance_after FROM fund_movements fm WHERE fm.client_id = c.id ORDER BY fm.id DESC LIMIT 1), 0),
    coalesce((SELECT max(fm.ins_date) FROM fund_movements fm WHERE fm.client_id = c.id AND fm.transaction_type = 'DEPOSIT'), '-infinity'),
    c.blacklistbonus + 2 * coalesce((SELECT pp.locked::int FROM platform_players pp WHERE pp.client_id = c.id), 0)
  FROM clients c WHERE c.id = p_client
  ON CONFLICT (client_id) DO UPDATE SET tenant_id = excluded.tenant_id, created_at = excluded.created_at,
    balance = excluded.balance, last_load_at = excluded.last_load_at, status = excluded.status
$$;--> statement-breakpoint
CREATE FUNCTION player_directory_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM player_directory_refresh(OLD.client_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.client_id <> OLD.client_id) THEN
    PERFORM player_directory_refresh(NEW.client_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION player_directory_clients_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM player_directory_refresh(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER player_directory_clients AFTER INSERT OR UPDATE OF tenant_id, created_at, blacklistbonus
  ON clients FOR EACH ROW EXECUTE FUNCTION player_directory_clients_trigger();--> statement-breakpoint
CREATE TRIGGER player_directory_movements AFTER INSERT OR DELETE OR UPDATE OF client_id, transaction_type, balance_after, ins_date
  ON fund_movements FOR EACH ROW EXECUTE FUNCTION player_directory_trigger();--> statement-breakpoint
CREATE TRIGGER player_directory_platform AFTER INSERT OR DELETE OR UPDATE OF client_id, locked
  ON platform_players FOR EACH ROW EXECUTE FUNCTION player_directory_trigger();--> statement-breakpoint
-- Every player at once, set-based: the upgrade below, and a bulk import loaded with triggers off.
CREATE FUNCTION player_directory_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_directory;
  INSERT INTO player_directory (client_id, tenant_id, created_at, balance, last_load_at, status)
  SELECT c.id, c.tenant_id, c.created_at, coalesce(b.balance_after, 0), coalesce(l.last_at, '-infinity'),
    c.blacklistbonus + 2 * coalesce(pp.locked::int, 0)
  FROM clients c
  LEFT JOIN (SELECT DISTINCT ON (client_id) client_id, balance_after FROM fund_movements ORDER BY client_id, id DESC) b
    ON b.client_id = c.id
  LEFT JOIN (SELECT client_id, max(ins_date) AS last_at FROM fund_movements WHERE transaction_type = 'DEPOSIT' GROUP BY client_id) l
    ON l.client_id = c.id
  LEFT JOIN platform_players pp ON pp.client_id = c.id
$$;--> statement-breakpoint
SELECT player_directory_rebuild();
