CREATE TABLE "receipt_reading_jobs" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" varchar(60),
	"last_error" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_reading_jobs" ADD CONSTRAINT "receipt_reading_jobs_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_reading_jobs_due_idx" ON "receipt_reading_jobs" USING btree ("run_after");