CREATE TABLE "ingest_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"key_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ingest_keys_hash_uq" ON "ingest_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "ingest_keys_live_idx" ON "ingest_keys" USING btree ("platform") WHERE "ingest_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_ledger_created_idx" ON "wallet_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bets_platform_updated_idx" ON "bets" USING btree ("platform","updated_at");