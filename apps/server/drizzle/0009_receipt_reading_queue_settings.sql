ALTER TABLE "islands" ADD COLUMN "four_eyes_above" bigint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "four_eyes_edit_above" bigint;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "auto_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "islands" ADD COLUMN "deferred_return_minutes" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reading" jsonb;