-- Withdrawals through a payer's queue and the outbox to players (docs/features/withdrawals.md,
-- docs/features/player-messages.md): requests that hold their amount in the ledger (two new movement
-- kinds), the payout claims, the destinations a player used, the island's withdrawal rules, and the
-- messages each decision leaves for the island's bot.
CREATE TYPE "public"."player_message_state" AS ENUM('pending', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_state" AS ENUM('solicitado', 'aprobado', 'pagado', 'rechazado', 'cancelado');--> statement-breakpoint
ALTER TYPE "public"."movement_type" ADD VALUE 'WITHDRAWHOLD';--> statement-breakpoint
ALTER TYPE "public"."movement_type" ADD VALUE 'WITHDRAWRELEASE';--> statement-breakpoint
CREATE TABLE "payout_claims" (
	"withdrawal_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"phone" varchar(30) NOT NULL,
	"kind" varchar(60) NOT NULL,
	"text" text NOT NULL,
	"receipt_id" integer,
	"withdrawal_id" integer,
	"state" "player_message_state" DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" varchar(200),
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_destinations" (
	"client_id" integer NOT NULL,
	"destination" varchar(40) NOT NULL,
	"holder_tax_id" varchar(11) NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"first_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_destinations_client_id_destination_pk" PRIMARY KEY("client_id","destination")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"destination" varchar(40) NOT NULL,
	"holder_tax_id" varchar(11) NOT NULL,
	"foreign_holder" boolean DEFAULT false NOT NULL,
	"state" "withdrawal_state" DEFAULT 'solicitado' NOT NULL,
	"source" varchar(10) NOT NULL,
	"requested_by" integer,
	"approval_requested_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"bank_operation" varchar(60),
	"proof_file_key" varchar(200),
	"proof_file_type" varchar(10),
	"reason" varchar(40),
	"failure_note" varchar(200),
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"hold_movement_id" integer,
	"release_movement_id" integer,
	"withdraw_movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_amount_positive" CHECK ("withdrawal_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "withdraw_max_per_request" bigint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "withdraw_max_per_day" bigint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "withdraw_requests_per_day" smallint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "withdraw_hours_from" smallint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "withdraw_hours_to" smallint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "withdraw_four_eyes_above" bigint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "withdraw_refuse_foreign_holder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_claims" ADD CONSTRAINT "payout_claims_withdrawal_id_withdrawal_requests_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_claims" ADD CONSTRAINT "payout_claims_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_claims" ADD CONSTRAINT "payout_claims_user_id_panel_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."panel_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_withdrawal_id_withdrawal_requests_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_destinations" ADD CONSTRAINT "withdrawal_destinations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_tenant_id_islands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."islands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_requested_by_panel_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."panel_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_approval_requested_by_panel_users_id_fk" FOREIGN KEY ("approval_requested_by") REFERENCES "public"."panel_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_approved_by_panel_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."panel_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_paid_by_panel_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."panel_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_closed_by_panel_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."panel_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_hold_movement_id_fund_movements_id_fk" FOREIGN KEY ("hold_movement_id") REFERENCES "public"."fund_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_release_movement_id_fund_movements_id_fk" FOREIGN KEY ("release_movement_id") REFERENCES "public"."fund_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_withdraw_movement_id_fund_movements_id_fk" FOREIGN KEY ("withdraw_movement_id") REFERENCES "public"."fund_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_claims_tenant_idx" ON "payout_claims" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "player_messages_due_idx" ON "player_messages" USING btree ("tenant_id","next_attempt_at","id") WHERE "player_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "player_messages_receipt_idx" ON "player_messages" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "player_messages_withdrawal_idx" ON "player_messages" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_tenant_state_idx" ON "withdrawal_requests" USING btree ("tenant_id","state","id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_client_idx" ON "withdrawal_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_tenant_created_idx" ON "withdrawal_requests" USING btree ("tenant_id","created_at");