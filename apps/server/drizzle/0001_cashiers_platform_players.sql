CREATE TABLE "platform_players" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_players" ADD CONSTRAINT "platform_players_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_movements_client_id_idx" ON "fund_movements" USING btree ("client_id","id");