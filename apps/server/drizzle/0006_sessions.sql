ALTER TABLE "panel_users" ADD COLUMN "username_key" text;--> statement-breakpoint
-- Existing users get the key as the database reads it; new and saved ones get the domain's usernameKey.
UPDATE "panel_users" SET "username_key" = lower(normalize("username", NFKC));--> statement-breakpoint
ALTER TABLE "panel_users" ALTER COLUMN "username_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "panel_users_username_key";--> statement-breakpoint
ALTER TABLE "panel_users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "panel_users_username_key_unique" ON "panel_users" USING btree ("username_key");
