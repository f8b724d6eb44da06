-- Issue 25 (docs/features/queue.md 'Claims', docs/features/evidence.md 'Pospuestos'): the queue hands
-- out receipts in the order they joined it. A receipt joins on upload and again when it comes back
-- from 'Pospuestos' (queued_at = now() on return), so 29 receipts returned at once by a shorter delay
-- wait behind the deposits already waiting instead of jumping ahead of them by their old ids.
-- Existing rows take the time of this migration (a constant default: no table rewrite); those that
-- wait now keep their upload order.
ALTER TABLE "receipts" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "receipts" SET "queued_at" = "created_at" WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "receipts_queue_idx" ON "receipts" USING btree ("tenant_id","queued_at","id") WHERE "receipts"."status" = 'pending';--> statement-breakpoint
-- The system as an actor (docs/features/audit.md): a row without an actor is the system's unless its
-- user was deleted. Deleting a user nulls their rows' actor through the foreign key; the trigger marks
-- those rows first, so the trail says 'Usuario borrado' for them and 'Sistema' only for the system.
ALTER TABLE "audit_log" ADD COLUMN "actor_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION audit_actor_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.actor_user_id IS NOT NULL AND NEW.actor_user_id IS NULL THEN
    NEW.actor_deleted := true;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_actor_deleted BEFORE UPDATE OF actor_user_id ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_actor_deleted();--> statement-breakpoint
-- Rows written before this migration: those whose action only a person takes lost their user.
UPDATE "audit_log" SET "actor_deleted" = true
 WHERE "actor_user_id" IS NULL
   AND "action" NOT IN ('receipt.auto_approve', 'receipt.return', 'receipt.create', 'receipt.holder_name',
     'notification.create', 'client.create', 'client.lock', 'user.create');
