-- Issue 31 (docs/features/two-factor.md): TOTP second factor for staff. Off for every existing island
-- and user, so sign-in stays password-only until an administrator requires it.
ALTER TABLE "islands" ADD COLUMN "totp_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "panel_users" ADD COLUMN "totp_secret_enc" text;--> statement-breakpoint
ALTER TABLE "panel_users" ADD COLUMN "totp_pending_enc" text;--> statement-breakpoint
ALTER TABLE "panel_users" ADD COLUMN "totp_last_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "panel_users" ADD COLUMN "totp_recovery_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL;