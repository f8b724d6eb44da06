CREATE TYPE "public"."movement_type" AS ENUM('WITHDRAW', 'DEPOSIT', 'DEPOSITBONO', 'GAMEDEBIT', 'GAMECREDIT');--> statement-breakpoint
CREATE TYPE "public"."receipt_status" AS ENUM('pending', 'approve', 'rejected', 'notfound');--> statement-breakpoint
CREATE TABLE "audiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"charges_quantity_min" integer NOT NULL,
	"charges_quantity_max" integer NOT NULL,
	"days_inactive_min" integer NOT NULL,
	"days_inactive_max" integer NOT NULL,
	"charge_amount_min" bigint NOT NULL,
	"charge_amount_max" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"actor_user_id" integer,
	"action" varchar(60) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"decision_ms" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"number" varchar(22) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_amount_not_negative" CHECK ("bank_accounts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"bankname" varchar(100) NOT NULL,
	"transac_bottom_limit" bigint NOT NULL,
	"transac_top_limit" bigint NOT NULL,
	"daily_top_limit" bigint NOT NULL,
	"monthly_top_limit" bigint NOT NULL,
	"top_limit_in_use" bigint NOT NULL,
	"daily_transac_limit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_states" (
	"bot_id" integer PRIMARY KEY NOT NULL,
	"state" smallint DEFAULT 2 NOT NULL,
	"qr" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_states_state_range" CHECK ("bot_states"."state" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"gateway_key_hash" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"intent" varchar(100) NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"alter_response" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"receipt_id" integer,
	"bank_account_id" integer,
	"amount" bigint NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"panel_username" varchar(50) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"blacklistbonus" smallint DEFAULT 0 NOT NULL,
	"referral_code" varchar(30),
	"referred_by_client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_blacklistbonus_flag" CHECK ("clients"."blacklistbonus" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "fund_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"external_transaction_id" varchar(64) NOT NULL,
	"idempotency_key" varchar(100),
	"transaction_type" "movement_type" NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"brand" varchar(100),
	"game" varchar(100),
	"currency_code" varchar(3) DEFAULT 'ARS' NOT NULL,
	"ins_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_movements_balance_not_negative" CHECK ("fund_movements"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ignored_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"phone" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "islands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"panel_user_name" varchar(100) DEFAULT '' NOT NULL,
	"panel_user_password_enc" text,
	"default_client_password_enc" text,
	"charge_min" bigint DEFAULT 0 NOT NULL,
	"bonus_percent" integer DEFAULT 0 NOT NULL,
	"withdraw_min" bigint DEFAULT 0 NOT NULL,
	"op_usercreation" boolean DEFAULT true NOT NULL,
	"op_charges" boolean DEFAULT true NOT NULL,
	"op_balances" boolean DEFAULT true NOT NULL,
	"op_withdraws" boolean DEFAULT true NOT NULL,
	"op_help" boolean DEFAULT true NOT NULL,
	"op_information" boolean DEFAULT true NOT NULL,
	"op_referral" boolean DEFAULT true NOT NULL,
	"bot_id" integer,
	"intake_key_hash" varchar(128),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"bank" varchar(100) NOT NULL,
	"sender" varchar(200) NOT NULL,
	"amount" bigint NOT NULL,
	"bank_account_id" integer,
	"bank_account_name" varchar(100) DEFAULT '' NOT NULL,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"rol" smallint DEFAULT 3 NOT NULL,
	"tenant_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panel_users_rol_range" CHECK ("panel_users"."rol" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"bot_id" integer,
	"bank_account_id" integer,
	"file_key" varchar(200) NOT NULL,
	"file_type" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"new_amount" bigint,
	"ocr_data" jsonb,
	"status" "receipt_status" DEFAULT 'pending' NOT NULL,
	"reason" varchar(40),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audiences" ADD CONSTRAINT "audiences_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_panel_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."panel_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_states" ADD CONSTRAINT "bot_states_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_responses" ADD CONSTRAINT "chatbot_responses_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_transactions" ADD CONSTRAINT "client_transactions_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_referred_by_client_id_clients_id_fk" FOREIGN KEY ("referred_by_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_movements" ADD CONSTRAINT "fund_movements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignored_numbers" ADD CONSTRAINT "ignored_numbers_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "islands" ADD CONSTRAINT "islands_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_users" ADD CONSTRAINT "panel_users_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_decided_by_panel_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."panel_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audiences_tenant_idx" ON "audiences" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_action_idx" ON "audit_log" USING btree ("tenant_id","action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_tenant_idx" ON "bank_accounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_bank_idx" ON "bank_accounts" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "banks_tenant_idx" ON "banks" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "bots_tenant_idx" ON "bots" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_responses_tenant_intent_key" ON "chatbot_responses" USING btree ("tenant_id","intent");--> statement-breakpoint
CREATE INDEX "client_transactions_client_idx" ON "client_transactions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_transactions_account_idx" ON "client_transactions" USING btree ("bank_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_transactions_receipt_key" ON "client_transactions" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_tenant_username_key" ON "clients" USING btree ("tenant_id","panel_username");--> statement-breakpoint
CREATE INDEX "clients_tenant_phone_idx" ON "clients" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "clients_tenant_created_idx" ON "clients" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_movements_external_key" ON "fund_movements" USING btree ("external_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_movements_idempotency_key" ON "fund_movements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "fund_movements_client_date_idx" ON "fund_movements" USING btree ("client_id","ins_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ignored_numbers_tenant_phone_key" ON "ignored_numbers" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "notifications_tenant_created_idx" ON "notifications" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_users_username_key" ON "panel_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "panel_users_tenant_idx" ON "panel_users" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "receipts_tenant_status_idx" ON "receipts" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "receipts_client_idx" ON "receipts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "receipts_tenant_decided_idx" ON "receipts" USING btree ("tenant_id","decided_at");