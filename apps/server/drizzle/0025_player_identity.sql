-- Who a player is (docs/features/player-identity.md): full name, DNI, CUIT/CUIL and date of birth,
-- optional and all four or none, one DNI per island; and where its verification stands.
ALTER TABLE "clients" ADD COLUMN "full_name" varchar(100);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dni" varchar(8);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id" varchar(11);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "identity_status" varchar(10) DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "identity_note" varchar(500);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "identity_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "identity_checked_by" varchar(50);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_tenant_dni_key" ON "clients" USING btree ("tenant_id","dni") WHERE "clients"."dni" is not null;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_identity_status" CHECK ("clients"."identity_status" in ('unverified', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_identity_whole" CHECK (("clients"."full_name" is null) = ("clients"."dni" is null) and ("clients"."dni" is null) = ("clients"."tax_id" is null) and ("clients"."tax_id" is null) = ("clients"."birth_date" is null));