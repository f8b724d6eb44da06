CREATE TABLE "island_day_stats" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"loaders" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"bonus_receipts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "island_month_loaders" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
	"prev_day" date NOT NULL,
	"players" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "island_shift_stats" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"shift" smallint NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"load_sum" bigint DEFAULT 0 NOT NULL,
	"bonuses" integer DEFAULT 0 NOT NULL,
	"bonus_sum" bigint DEFAULT 0 NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"decision_ms_sum" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_load_days" (
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"tenant_id" integer NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"prev_day" date,
	"prev_at" timestamp with time zone,
	CONSTRAINT "player_load_days_client_id_day_pk" PRIMARY KEY("client_id","day")
);
--> statement-breakpoint
CREATE TABLE "player_load_totals" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"load_sum" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "island_day_stats" ADD CONSTRAINT "island_day_stats_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "island_month_loaders" ADD CONSTRAINT "island_month_loaders_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "island_shift_stats" ADD CONSTRAINT "island_shift_stats_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_load_days" ADD CONSTRAINT "player_load_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_load_totals" ADD CONSTRAINT "player_load_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "island_day_stats_key_idx" ON "island_day_stats" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "island_month_loaders_key_idx" ON "island_month_loaders" USING btree ("tenant_id","month","prev_day");--> statement-breakpoint
CREATE INDEX "island_shift_stats_key_idx" ON "island_shift_stats" USING btree ("tenant_id","day","shift");--> statement-breakpoint
CREATE INDEX "player_load_days_tenant_day_idx" ON "player_load_days" USING btree ("tenant_id","day","prev_day","last_at","prev_at","signed_up_at");--> statement-breakpoint
CREATE INDEX "player_load_days_early_idx" ON "player_load_days" USING btree ("tenant_id","signed_up_at") WHERE "player_load_days"."first_at" < "player_load_days"."signed_up_at";--> statement-breakpoint
CREATE INDEX "player_load_totals_tenant_idx" ON "player_load_totals" USING btree ("tenant_id","client_id");--> statement-breakpoint
-- Dashboard summaries, kept by triggers in the writer's transaction (docs/architecture.md).
-- The Buenos Aires day, and the SPEC §9 shift (0: 08-16, 1: 16-00, 2: 00-08), of an instant.
CREATE FUNCTION dashboard_day(p_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  select (p_at at time zone 'America/Argentina/Buenos_Aires')::date
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_shift(p_at timestamptz) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  select (case when h >= 8 and h < 16 then 0 when h >= 16 then 1 else 2 end)::smallint
  from (select extract(hour from p_at at time zone 'America/Argentina/Buenos_Aires') as h) x
$$;--> statement-breakpoint
-- A change to an island's figures, as a delta row (see dashboard_compact). An island being deleted
-- gets none: its summaries go with it.
CREATE FUNCTION dashboard_add_shift(p_tenant int, p_at timestamptz, p_loads int, p_load_sum bigint,
  p_bonuses int, p_bonus_sum bigint, p_decisions int, p_decision_ms bigint) RETURNS void LANGUAGE sql AS $$
  insert into island_shift_stats (tenant_id, day, shift, loads, load_sum, bonuses, bonus_sum, decisions, decision_ms_sum)
  select p_tenant, dashboard_day(p_at), dashboard_shift(p_at), p_loads, p_load_sum, p_bonuses, p_bonus_sum, p_decisions, p_decision_ms
  where exists (select 1 from islands where id = p_tenant)
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_add_day(p_tenant int, p_day date, p_loaders int, p_registered int, p_receipts int,
  p_approved int, p_pending int, p_rejected int, p_bonus int) RETURNS void LANGUAGE sql AS $$
  insert into island_day_stats (tenant_id, day, loaders, registered, receipts, approved, pending, rejected, bonus_receipts)
  select p_tenant, p_day, p_loaders, p_registered, p_receipts, p_approved, p_pending, p_rejected, p_bonus
  where exists (select 1 from islands where id = p_tenant)
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_add_month_loader(p_tenant int, p_day date, p_prev date, p_players int) RETURNS void LANGUAGE sql AS $$
  insert into island_month_loaders (tenant_id, month, prev_day, players)
  select p_tenant, date_trunc('month', p_day)::date, coalesce(p_prev, '-infinity'::date), p_players
  where exists (select 1 from islands where id = p_tenant)
$$;--> statement-breakpoint
-- Merges the delta rows of each key that has several into one (rows adding up to nothing go).
-- Deltas written meanwhile are not in this statement's snapshot and stay for the next run; two runs
-- at once each merge the rows they deleted. The server runs it every minute.
CREATE FUNCTION dashboard_compact() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH keys AS (SELECT tenant_id, day, shift FROM island_shift_stats GROUP BY 1, 2, 3 HAVING count(*) > 1),
  gone AS (DELETE FROM island_shift_stats s USING keys k
    WHERE s.tenant_id = k.tenant_id AND s.day = k.day AND s.shift = k.shift RETURNING s.*)
  INSERT INTO island_shift_stats (tenant_id, day, shift, loads, load_sum, bonuses, bonus_sum, decisions, decision_ms_sum)
  SELECT tenant_id, day, shift, sum(loads), sum(load_sum), sum(bonuses), sum(bonus_sum), sum(decisions), sum(decision_ms_sum)
  FROM gone GROUP BY 1, 2, 3
  HAVING sum(loads) <> 0 OR sum(load_sum) <> 0 OR sum(bonuses) <> 0 OR sum(bonus_sum) <> 0
    OR sum(decisions) <> 0 OR sum(decision_ms_sum) <> 0;
  WITH keys AS (SELECT tenant_id, day FROM island_day_stats GROUP BY 1, 2 HAVING count(*) > 1),
  gone AS (DELETE FROM island_day_stats s USING keys k
    WHERE s.tenant_id = k.tenant_id AND s.day = k.day RETURNING s.*)
  INSERT INTO island_day_stats (tenant_id, day, loaders, registered, receipts, approved, pending, rejected, bonus_receipts)
  SELECT tenant_id, day, sum(loaders), sum(registered), sum(receipts), sum(approved), sum(pending), sum(rejected), sum(bonus_receipts)
  FROM gone GROUP BY 1, 2
  HAVING sum(loaders) <> 0 OR sum(registered) <> 0 OR sum(receipts) <> 0 OR sum(approved) <> 0
    OR sum(pending) <> 0 OR sum(rejected) <> 0 OR sum(bonus_receipts) <> 0;
  WITH keys AS (SELECT tenant_id, month, prev_day FROM island_month_loaders GROUP BY 1, 2, 3 HAVING count(*) > 1),
  gone AS (DELETE FROM island_month_loaders s USING keys k
    WHERE s.tenant_id = k.tenant_id AND s.month = k.month AND s.prev_day = k.prev_day RETURNING s.*)
  INSERT INTO island_month_loaders (tenant_id, month, prev_day, players)
  SELECT tenant_id, month, prev_day, sum(players) FROM gone GROUP BY 1, 2, 3 HAVING sum(players) <> 0;
END $$;--> statement-breakpoint
-- A load (DEPOSIT) at p_at: its player-day row, and the next load day's link to the previous one.
CREATE FUNCTION dashboard_load_added(p_client int, p_tenant int, p_signed_up timestamptz, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := dashboard_day(p_at);
  cur player_load_days%ROWTYPE;
  prev player_load_days%ROWTYPE;
  nxt player_load_days%ROWTYPE;
BEGIN
  SELECT * INTO cur FROM player_load_days WHERE client_id = p_client AND day = d FOR UPDATE;
  IF FOUND THEN
    UPDATE player_load_days SET first_at = least(first_at, p_at), last_at = greatest(last_at, p_at)
      WHERE client_id = p_client AND day = d;
    IF p_at > cur.last_at THEN
      UPDATE player_load_days SET prev_at = p_at WHERE client_id = p_client
        AND day = (SELECT min(day) FROM player_load_days WHERE client_id = p_client AND day > d);
    END IF;
    RETURN;
  END IF;
  SELECT * INTO prev FROM player_load_days WHERE client_id = p_client AND day < d ORDER BY day DESC LIMIT 1;
  INSERT INTO player_load_days (client_id, day, tenant_id, signed_up_at, first_at, last_at, prev_day, prev_at)
    VALUES (p_client, d, p_tenant, p_signed_up, p_at, p_at, prev.day, prev.last_at);
  PERFORM dashboard_add_day(p_tenant, d, 1, 0, 0, 0, 0, 0, 0);
  PERFORM dashboard_add_month_loader(p_tenant, d, prev.day, 1);
  SELECT * INTO nxt FROM player_load_days WHERE client_id = p_client AND day > d ORDER BY day LIMIT 1;
  IF FOUND THEN
    UPDATE player_load_days SET prev_day = d, prev_at = p_at WHERE client_id = p_client AND day = nxt.day;
    PERFORM dashboard_add_month_loader(p_tenant, nxt.day, nxt.prev_day, -1);
    PERFORM dashboard_add_month_loader(p_tenant, nxt.day, d, 1);
  END IF;
END $$;--> statement-breakpoint
-- A load removed (or moved): the day's row follows the loads left that day, or goes.
CREATE FUNCTION dashboard_load_removed(p_client int, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := dashboard_day(p_at);
  cur player_load_days%ROWTYPE;
  nxt player_load_days%ROWTYPE;
  first_left timestamptz;
  last_left timestamptz;
BEGIN
  SELECT * INTO cur FROM player_load_days WHERE client_id = p_client AND day = d FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT min(ins_date), max(ins_date) INTO first_left, last_left FROM fund_movements
    WHERE client_id = p_client AND transaction_type = 'DEPOSIT'
      AND ins_date >= (d::timestamp at time zone 'America/Argentina/Buenos_Aires')
      AND ins_date < ((d + 1)::timestamp at time zone 'America/Argentina/Buenos_Aires');
  SELECT * INTO nxt FROM player_load_days WHERE client_id = p_client AND day > d ORDER BY day LIMIT 1;
  IF last_left IS NOT NULL THEN
    UPDATE player_load_days SET first_at = first_left, last_at = last_left WHERE client_id = p_client AND day = d;
    IF nxt.day IS NOT NULL THEN
      UPDATE player_load_days SET prev_at = last_left WHERE client_id = p_client AND day = nxt.day;
    END IF;
    RETURN;
  END IF;
  DELETE FROM player_load_days WHERE client_id = p_client AND day = d;
  PERFORM dashboard_add_day(cur.tenant_id, d, -1, 0, 0, 0, 0, 0, 0);
  PERFORM dashboard_add_month_loader(cur.tenant_id, d, cur.prev_day, -1);
  IF nxt.day IS NOT NULL THEN
    UPDATE player_load_days SET prev_day = cur.prev_day, prev_at = cur.prev_at
      WHERE client_id = p_client AND day = nxt.day;
    PERFORM dashboard_add_month_loader(cur.tenant_id, nxt.day, d, -1);
    PERFORM dashboard_add_month_loader(cur.tenant_id, nxt.day, cur.prev_day, 1);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION dashboard_movement(m fund_movements, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c clients%ROWTYPE;
  is_load int := (m.transaction_type = 'DEPOSIT')::int;
  is_bonus int := (m.transaction_type = 'DEPOSITBONO')::int;
BEGIN
  IF is_load + is_bonus = 0 THEN RETURN; END IF;
  SELECT * INTO c FROM clients WHERE id = m.client_id;
  -- A player being deleted was taken out of the summaries whole, before its movements went.
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM dashboard_add_shift(c.tenant_id, m.ins_date, p_sign * is_load, p_sign * is_load * m.amount,
    p_sign * is_bonus, p_sign * is_bonus * m.amount, 0, 0);
  IF is_load = 1 AND p_sign > 0 THEN
    UPDATE player_load_totals SET loads = loads + 1, load_sum = load_sum + m.amount,
      last_at = greatest(last_at, m.ins_date) WHERE client_id = c.id;
    PERFORM dashboard_load_added(c.id, c.tenant_id, c.created_at, m.ins_date);
  ELSIF is_load = 1 THEN
    UPDATE player_load_totals SET loads = loads - 1, load_sum = load_sum - m.amount,
      last_at = (SELECT max(ins_date) FROM fund_movements WHERE client_id = c.id AND transaction_type = 'DEPOSIT')
      WHERE client_id = c.id;
    PERFORM dashboard_load_removed(c.id, m.ins_date);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION dashboard_movements_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_movement(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_movement(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_movements AFTER INSERT OR DELETE OR UPDATE OF client_id, transaction_type, amount, ins_date
  ON fund_movements FOR EACH ROW EXECUTE FUNCTION dashboard_movements_trigger();--> statement-breakpoint
-- A player whole, in or out of the summaries: registration, credits, load totals and load days.
CREATE FUNCTION dashboard_player(c clients, p_sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  PERFORM dashboard_add_day(c.tenant_id, dashboard_day(c.created_at), 0, p_sign, 0, 0, 0, 0, 0);
  FOR r IN
    SELECT min(ins_date) AS at,
      count(*) FILTER (WHERE transaction_type = 'DEPOSIT')::int AS loads,
      coalesce(sum(amount) FILTER (WHERE transaction_type = 'DEPOSIT'), 0)::bigint AS load_sum,
      count(*) FILTER (WHERE transaction_type = 'DEPOSITBONO')::int AS bonuses,
      coalesce(sum(amount) FILTER (WHERE transaction_type = 'DEPOSITBONO'), 0)::bigint AS bonus_sum
    FROM fund_movements WHERE client_id = c.id AND transaction_type IN ('DEPOSIT', 'DEPOSITBONO')
    GROUP BY dashboard_day(ins_date), dashboard_shift(ins_date)
  LOOP
    PERFORM dashboard_add_shift(c.tenant_id, r.at, p_sign * r.loads, p_sign * r.load_sum,
      p_sign * r.bonuses, p_sign * r.bonus_sum, 0, 0);
  END LOOP;
  IF p_sign < 0 THEN
    DELETE FROM player_load_totals WHERE client_id = c.id;
    FOR r IN DELETE FROM player_load_days WHERE client_id = c.id RETURNING * LOOP
      PERFORM dashboard_add_day(r.tenant_id, r.day, -1, 0, 0, 0, 0, 0, 0);
      PERFORM dashboard_add_month_loader(r.tenant_id, r.day, r.prev_day, -1);
    END LOOP;
  ELSE
    INSERT INTO player_load_totals (client_id, tenant_id, signed_up_at, loads, load_sum, last_at)
    SELECT c.id, c.tenant_id, c.created_at, count(*), coalesce(sum(amount), 0), max(ins_date)
    FROM fund_movements WHERE client_id = c.id AND transaction_type = 'DEPOSIT';
    FOR r IN SELECT ins_date FROM fund_movements WHERE client_id = c.id AND transaction_type = 'DEPOSIT' LOOP
      PERFORM dashboard_load_added(c.id, c.tenant_id, c.created_at, r.ins_date);
    END LOOP;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION dashboard_clients_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tenant_id = NEW.tenant_id AND OLD.created_at = NEW.created_at THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_player(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_player(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- BEFORE DELETE: the player leaves while its movements are still there to subtract.
CREATE TRIGGER dashboard_clients_delete BEFORE DELETE ON clients FOR EACH ROW EXECUTE FUNCTION dashboard_clients_trigger();--> statement-breakpoint
CREATE TRIGGER dashboard_clients AFTER INSERT OR UPDATE OF tenant_id, created_at ON clients
  FOR EACH ROW EXECUTE FUNCTION dashboard_clients_trigger();--> statement-breakpoint
-- A receipt counts on its upload day by its current status; 'bonus' if approved and its load carried one.
CREATE FUNCTION dashboard_receipt(r receipts, p_sign int) RETURNS void LANGUAGE sql AS $$
  select dashboard_add_day(r.tenant_id, dashboard_day(r.created_at), 0, 0, p_sign,
    p_sign * (r.status = 'approve')::int, p_sign * (r.status in ('pending', 'notfound'))::int,
    p_sign * (r.status = 'rejected')::int,
    p_sign * (r.status = 'approve' and exists (
      select 1 from client_transactions ct where ct.receipt_id = r.id and ct.bonus_amount > 0))::int)
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_receipts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.created_at = NEW.created_at
    AND OLD.tenant_id = NEW.tenant_id THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_receipt(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_receipt(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- BEFORE DELETE: counted while its transaction still points at it (the foreign key then clears it).
CREATE TRIGGER dashboard_receipts_delete BEFORE DELETE ON receipts FOR EACH ROW EXECUTE FUNCTION dashboard_receipts_trigger();--> statement-breakpoint
CREATE TRIGGER dashboard_receipts AFTER INSERT OR UPDATE OF status, created_at, tenant_id ON receipts
  FOR EACH ROW EXECUTE FUNCTION dashboard_receipts_trigger();--> statement-breakpoint
-- A load's bonus changes its approved receipt's 'bonus' count (one transaction per receipt at most).
CREATE FUNCTION dashboard_receipt_bonus(p_receipt int, p_sign int) RETURNS void LANGUAGE sql AS $$
  select dashboard_add_day(r.tenant_id, dashboard_day(r.created_at), 0, 0, 0, 0, 0, 0, p_sign)
  from receipts r where r.id = p_receipt and r.status = 'approve'
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_transactions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.receipt_id IS NOT NULL AND OLD.bonus_amount > 0 THEN
    PERFORM dashboard_receipt_bonus(OLD.receipt_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.receipt_id IS NOT NULL AND NEW.bonus_amount > 0 THEN
    PERFORM dashboard_receipt_bonus(NEW.receipt_id, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_transactions AFTER INSERT OR DELETE OR UPDATE OF receipt_id, bonus_amount
  ON client_transactions FOR EACH ROW EXECUTE FUNCTION dashboard_transactions_trigger();--> statement-breakpoint
CREATE FUNCTION dashboard_decision(a audit_log, p_sign int) RETURNS void LANGUAGE sql AS $$
  select dashboard_add_shift(a.tenant_id, a.created_at, 0, 0, 0, 0, p_sign, p_sign * a.decision_ms)
  where a.decision_ms is not null and a.tenant_id is not null
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_audit_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_decision(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_decision(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_audit AFTER INSERT OR DELETE OR UPDATE OF tenant_id, decision_ms, created_at
  ON audit_log FOR EACH ROW EXECUTE FUNCTION dashboard_audit_trigger();--> statement-breakpoint
-- Every summary again from the raw rows, set-based: the backfill below, and a bulk import's repair.
CREATE FUNCTION dashboard_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM island_shift_stats;
  DELETE FROM island_day_stats;
  DELETE FROM island_month_loaders;
  DELETE FROM player_load_days;
  DELETE FROM player_load_totals;
  INSERT INTO player_load_totals (client_id, tenant_id, signed_up_at, loads, load_sum, last_at)
  SELECT c.id, c.tenant_id, c.created_at, coalesce(l.loads, 0), coalesce(l.load_sum, 0), l.last_at
  FROM clients c LEFT JOIN (
    SELECT client_id, count(*) AS loads, sum(amount) AS load_sum, max(ins_date) AS last_at
    FROM fund_movements WHERE transaction_type = 'DEPOSIT' GROUP BY client_id
  ) l ON l.client_id = c.id;
  INSERT INTO island_shift_stats (tenant_id, day, shift, loads, load_sum, bonuses, bonus_sum, decisions, decision_ms_sum)
  SELECT tenant_id, day, shift, sum(loads), sum(load_sum), sum(bonuses), sum(bonus_sum), sum(decisions), sum(decision_ms_sum)
  FROM (
    SELECT c.tenant_id, dashboard_day(fm.ins_date) AS day, dashboard_shift(fm.ins_date) AS shift,
      count(*) FILTER (WHERE fm.transaction_type = 'DEPOSIT') AS loads,
      coalesce(sum(fm.amount) FILTER (WHERE fm.transaction_type = 'DEPOSIT'), 0) AS load_sum,
      count(*) FILTER (WHERE fm.transaction_type = 'DEPOSITBONO') AS bonuses,
      coalesce(sum(fm.amount) FILTER (WHERE fm.transaction_type = 'DEPOSITBONO'), 0) AS bonus_sum,
      0 AS decisions, 0 AS decision_ms_sum
    FROM fund_movements fm JOIN clients c ON c.id = fm.client_id
    WHERE fm.transaction_type IN ('DEPOSIT', 'DEPOSITBONO')
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT tenant_id, dashboard_day(created_at), dashboard_shift(created_at), 0, 0, 0, 0, count(*), sum(decision_ms)
    FROM audit_log WHERE decision_ms IS NOT NULL AND tenant_id IS NOT NULL
    GROUP BY 1, 2, 3
  ) s
  GROUP BY 1, 2, 3;
  INSERT INTO player_load_days (client_id, day, tenant_id, signed_up_at, first_at, last_at, prev_day, prev_at)
  SELECT client_id, day, tenant_id, created_at, first_at, last_at,
    lag(day) OVER w, lag(last_at) OVER w
  FROM (
    SELECT fm.client_id, dashboard_day(fm.ins_date) AS day, c.tenant_id, c.created_at,
      min(fm.ins_date) AS first_at, max(fm.ins_date) AS last_at
    FROM fund_movements fm JOIN clients c ON c.id = fm.client_id
    WHERE fm.transaction_type = 'DEPOSIT'
    GROUP BY 1, 2, 3, 4
  ) d
  WINDOW w AS (PARTITION BY client_id ORDER BY day);
  INSERT INTO island_month_loaders (tenant_id, month, prev_day, players)
  SELECT tenant_id, date_trunc('month', day)::date, coalesce(prev_day, '-infinity'::date), count(*)
  FROM player_load_days GROUP BY 1, 2, 3;
  INSERT INTO island_day_stats (tenant_id, day, loaders, registered, receipts, approved, pending, rejected, bonus_receipts)
  SELECT tenant_id, day, sum(loaders), sum(registered), sum(receipts), sum(approved), sum(pending), sum(rejected), sum(bonus)
  FROM (
    SELECT tenant_id, day, count(*) AS loaders, 0 AS registered, 0 AS receipts, 0 AS approved, 0 AS pending,
      0 AS rejected, 0 AS bonus
    FROM player_load_days GROUP BY 1, 2
    UNION ALL
    SELECT tenant_id, dashboard_day(created_at), 0, count(*), 0, 0, 0, 0, 0 FROM clients GROUP BY 1, 2
    UNION ALL
    SELECT r.tenant_id, dashboard_day(r.created_at), 0, 0, count(*),
      count(*) FILTER (WHERE r.status = 'approve'),
      count(*) FILTER (WHERE r.status IN ('pending', 'notfound')),
      count(*) FILTER (WHERE r.status = 'rejected'),
      count(*) FILTER (WHERE r.status = 'approve' AND exists (
        SELECT 1 FROM client_transactions ct WHERE ct.receipt_id = r.id AND ct.bonus_amount > 0))
    FROM receipts r GROUP BY 1, 2
  ) s
  GROUP BY 1, 2;
END $$;--> statement-breakpoint
SELECT dashboard_rebuild();
