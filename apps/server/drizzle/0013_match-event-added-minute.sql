CREATE TABLE "real_seasons_build" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "added_minute" smallint;