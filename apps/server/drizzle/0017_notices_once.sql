ALTER TABLE "notifications" ADD COLUMN "sender_tax_id" varchar(11);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "external_id" varchar(100);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "intake_key" varchar(64);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "auto_approval_held" varchar(300);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "auto_approval_held_receipt_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_auto_approval_held_receipt_id_receipts_id_fk" FOREIGN KEY ("auto_approval_held_receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_tenant_external_key" ON "notifications" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_tenant_intake_key" ON "notifications" USING btree ("tenant_id","intake_key");