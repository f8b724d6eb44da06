-- The dashboard's Retiros card (docs/features/withdrawals.md 'Dashboard'): a range's withdrawals by date, the
-- requests paid in a range, and each WITHDRAW tied to at most one request.
CREATE INDEX "fund_movements_withdraw_date_idx" ON "fund_movements" USING btree ("ins_date") WHERE "fund_movements"."transaction_type" = 'WITHDRAW';--> statement-breakpoint
CREATE INDEX "withdrawal_requests_tenant_paid_idx" ON "withdrawal_requests" USING btree ("tenant_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_withdraw_movement_key" ON "withdrawal_requests" USING btree ("withdraw_movement_id");