ALTER TABLE "notifications" ADD COLUMN "receipt_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "file_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "operation_number" varchar(100);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_receipt_key" ON "notifications" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "notifications_tenant_amount_idx" ON "notifications" USING btree ("tenant_id","amount","noticed_at");--> statement-breakpoint
CREATE INDEX "notifications_tenant_noticed_idx" ON "notifications" USING btree ("tenant_id","noticed_at","id");--> statement-breakpoint
CREATE INDEX "receipts_tenant_sha_idx" ON "receipts" USING btree ("tenant_id","file_sha256");--> statement-breakpoint
CREATE INDEX "receipts_tenant_amount_idx" ON "receipts" USING btree ("tenant_id","amount");--> statement-breakpoint
CREATE INDEX "receipts_tenant_operation_idx" ON "receipts" USING btree ("tenant_id","operation_number");