CREATE TABLE "filtered_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by" text NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	"remove_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_entries" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_entries" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_entries" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_entries" ADD COLUMN "retired_by" text;--> statement-breakpoint
ALTER TABLE "image_entries" ADD COLUMN "retire_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "filtered_words_live_idx" ON "filtered_words" USING btree (lower("word")) WHERE "filtered_words"."removed_at" is null;