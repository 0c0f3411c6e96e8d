CREATE TABLE "nba_team_profiles" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"coach" text NOT NULL,
	"coach_en" text NOT NULL,
	"arena" text NOT NULL,
	"arena_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nba_world" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nba_team_profiles" ADD CONSTRAINT "nba_team_profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;