CREATE TABLE "panel_user_names" (
	"user_id" integer NOT NULL,
	"username_key" text NOT NULL,
	"username" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panel_user_names_user_id_username_key_pk" PRIMARY KEY("user_id","username_key")
);
--> statement-breakpoint
DROP INDEX "panel_users_username_key_unique";--> statement-breakpoint
ALTER TABLE "panel_users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panel_user_names" ADD CONSTRAINT "panel_user_names_user_id_panel_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."panel_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "panel_user_names_key_idx" ON "panel_user_names" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_users_username_key_unique" ON "panel_users" USING btree ("username_key") WHERE "panel_users"."deleted_at" is null;--> statement-breakpoint
-- Authors are kept forever (docs/features/users.md, docs/features/audit.md 'Who'). A deleted user
-- becomes a tombstone (deleted_at): every foreign key keeps pointing at it, so their decisions and
-- audit rows keep their name; the name is unique only among live users, so it can be taken again.
-- A rename keeps the earlier name here, so a search of the audit by it still finds the user.
CREATE FUNCTION panel_user_earlier_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO panel_user_names (user_id, username_key, username)
  VALUES (OLD.id, OLD.username_key, OLD.username)
  ON CONFLICT (user_id, username_key) DO UPDATE SET username = EXCLUDED.username, created_at = now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER panel_user_earlier_name AFTER UPDATE OF username_key ON panel_users
  FOR EACH ROW WHEN (OLD.username_key IS DISTINCT FROM NEW.username_key)
  EXECUTE FUNCTION panel_user_earlier_name();--> statement-breakpoint
-- Renames made before this migration, from their audit rows. The key is computed as migration 0006
-- did (NFKC, lower case): the domain's usernameKey also drops marks, which SQL cannot do everywhere.
INSERT INTO panel_user_names (user_id, username_key, username, created_at)
SELECT DISTINCT ON (a.entity_id, lower(normalize(a.before->>'username', NFKC)))
       a.entity_id, lower(normalize(a.before->>'username', NFKC)), left(a.before->>'username', 50), a.created_at
  FROM audit_log a JOIN panel_users u ON u.id = a.entity_id
 WHERE a.entity = 'panel_user' AND a.action = 'user.update' AND a.before->>'username' IS NOT NULL
   AND lower(normalize(a.before->>'username', NFKC)) <> u.username_key
 ORDER BY a.entity_id, lower(normalize(a.before->>'username', NFKC)), a.created_at DESC
ON CONFLICT DO NOTHING;
