CREATE TABLE "receipt_claims" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_confirmations" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"new_amount" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_claims" ADD CONSTRAINT "receipt_claims_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_claims" ADD CONSTRAINT "receipt_claims_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_claims" ADD CONSTRAINT "receipt_claims_user_id_panel_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."panel_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_confirmations" ADD CONSTRAINT "receipt_confirmations_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_confirmations" ADD CONSTRAINT "receipt_confirmations_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_confirmations" ADD CONSTRAINT "receipt_confirmations_requested_by_panel_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."panel_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_claims_tenant_idx" ON "receipt_claims" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "receipt_confirmations_tenant_idx" ON "receipt_confirmations" USING btree ("tenant_id");