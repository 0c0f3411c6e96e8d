CREATE TABLE "match_sheets" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"lineups" jsonb NOT NULL,
	"statistics" jsonb NOT NULL,
	"commentary" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "related_player_id" integer;--> statement-breakpoint
ALTER TABLE "match_sheets" ADD CONSTRAINT "match_sheets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_related_player_id_players_id_fk" FOREIGN KEY ("related_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;