ALTER TABLE "island_day_stats" ADD COLUMN "deferred" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Transacciones tells deferred receipts apart (issue 14 §4; docs/features/dashboard.md): a receipt
-- counts under `deferred` while its status is 'notfound' ('Pospuesto') and under `pending` only while
-- it waits for a decision, so one that returns to the queue moves from the one to the other (the
-- receipts trigger already follows every status change). The summaries of migration 0007 otherwise
-- stay as they are.
-- The day delta takes the deferred count last, 0 when left out (loads and registrations).
DROP FUNCTION dashboard_add_day(int, date, int, int, int, int, int, int, int);--> statement-breakpoint
CREATE FUNCTION dashboard_add_day(p_tenant int, p_day date, p_loaders int, p_registered int, p_receipts int,
  p_approved int, p_pending int, p_rejected int, p_bonus int, p_deferred int DEFAULT 0) RETURNS void LANGUAGE sql AS $$
  insert into island_day_stats (tenant_id, day, loaders, registered, receipts, approved, pending, rejected, bonus_receipts, deferred)
  select p_tenant, p_day, p_loaders, p_registered, p_receipts, p_approved, p_pending, p_rejected, p_bonus, p_deferred
  where exists (select 1 from islands where id = p_tenant)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_compact() RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO island_day_stats (tenant_id, day, loaders, registered, receipts, approved, pending, rejected, bonus_receipts, deferred)
  SELECT tenant_id, day, sum(loaders), sum(registered), sum(receipts), sum(approved), sum(pending), sum(rejected),
    sum(bonus_receipts), sum(deferred)
  FROM gone GROUP BY 1, 2
  HAVING sum(loaders) <> 0 OR sum(registered) <> 0 OR sum(receipts) <> 0 OR sum(approved) <> 0
    OR sum(pending) <> 0 OR sum(rejected) <> 0 OR sum(bonus_receipts) <> 0 OR sum(deferred) <> 0;
  WITH keys AS (SELECT tenant_id, month, prev_day FROM island_month_loaders GROUP BY 1, 2, 3 HAVING count(*) > 1),
  gone AS (DELETE FROM island_month_loaders s USING keys k
    WHERE s.tenant_id = k.tenant_id AND s.month = k.month AND s.prev_day = k.prev_day RETURNING s.*)
  INSERT INTO island_month_loaders (tenant_id, month, prev_day, players)
  SELECT tenant_id, month, prev_day, sum(players) FROM gone GROUP BY 1, 2, 3 HAVING sum(players) <> 0;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_receipt(r receipts, p_sign int) RETURNS void LANGUAGE sql AS $$
  select dashboard_add_day(r.tenant_id, dashboard_day(r.created_at), 0, 0, p_sign,
    p_sign * (r.status = 'approve')::int, p_sign * (r.status = 'pending')::int,
    p_sign * (r.status = 'rejected')::int,
    p_sign * (r.status = 'approve' and exists (
      select 1 from client_transactions ct where ct.receipt_id = r.id and ct.bonus_amount > 0))::int,
    p_sign * (r.status = 'notfound')::int)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO island_day_stats (tenant_id, day, loaders, registered, receipts, approved, pending, rejected, bonus_receipts,
    deferred)
  SELECT tenant_id, day, sum(loaders), sum(registered), sum(receipts), sum(approved), sum(pending), sum(rejected), sum(bonus),
    sum(deferred)
  FROM (
    SELECT tenant_id, day, count(*) AS loaders, 0 AS registered, 0 AS receipts, 0 AS approved, 0 AS pending,
      0 AS rejected, 0 AS bonus, 0 AS deferred
    FROM player_load_days GROUP BY 1, 2
    UNION ALL
    SELECT tenant_id, dashboard_day(created_at), 0, count(*), 0, 0, 0, 0, 0, 0 FROM clients GROUP BY 1, 2
    UNION ALL
    SELECT r.tenant_id, dashboard_day(r.created_at), 0, 0, count(*),
      count(*) FILTER (WHERE r.status = 'approve'),
      count(*) FILTER (WHERE r.status = 'pending'),
      count(*) FILTER (WHERE r.status = 'rejected'),
      count(*) FILTER (WHERE r.status = 'approve' AND exists (
        SELECT 1 FROM client_transactions ct WHERE ct.receipt_id = r.id AND ct.bonus_amount > 0)),
      count(*) FILTER (WHERE r.status = 'notfound')
    FROM receipts r GROUP BY 1, 2
  ) s
  GROUP BY 1, 2;
END $$;--> statement-breakpoint
-- The backfill: the summaries counted deferred receipts as pending, so each island and upload day
-- with some gets one delta row moving them across (the next compaction merges it). Cheaper than
-- dashboard_rebuild() over every movement, and the same figures (summary-backfill.test.ts).
INSERT INTO island_day_stats (tenant_id, day, pending, deferred)
SELECT tenant_id, dashboard_day(created_at), -count(*)::int, count(*)::int
FROM receipts WHERE status = 'notfound' GROUP BY 1, 2;
