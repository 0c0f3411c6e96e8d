CREATE TABLE "ingest_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"key_ref" text,
	"outcome" text NOT NULL,
	"received" integer NOT NULL,
	"accepted" integer NOT NULL,
	"refused_count" integer NOT NULL,
	"refused" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
CREATE INDEX "ingest_log_platform_idx" ON "ingest_log" USING btree ("platform","id");