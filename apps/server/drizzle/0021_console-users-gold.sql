CREATE TABLE "gold_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_by_name" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decision_reason" text,
	"decided_at" timestamp (3) with time zone,
	"ledger_entry_id" bigint,
	"balance_after" integer,
	CONSTRAINT "gold_adjustments_amount_nonzero" CHECK ("gold_adjustments"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gold_adjustments" ADD CONSTRAINT "gold_adjustments_proposed_by_staff_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_adjustments" ADD CONSTRAINT "gold_adjustments_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_adjustments_key_uq" ON "gold_adjustments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gold_adjustments_state_idx" ON "gold_adjustments" USING btree ("state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gold_adjustments_user_idx" ON "gold_adjustments" USING btree ("user_id","id" DESC NULLS LAST);