CREATE TABLE "nba_box_scores" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"minutes" smallint NOT NULL,
	"points" smallint NOT NULL,
	"rebounds" smallint NOT NULL,
	"assists" smallint NOT NULL,
	"steals" smallint NOT NULL,
	"blocks" smallint NOT NULL,
	"turnovers" smallint NOT NULL,
	"field_goals_made" smallint NOT NULL,
	"field_goals_attempted" smallint NOT NULL,
	"threes_made" smallint NOT NULL,
	"threes_attempted" smallint NOT NULL,
	"free_throws_made" smallint NOT NULL,
	"free_throws_attempted" smallint NOT NULL,
	CONSTRAINT "nba_box_scores_pkey" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "nba_box_scores" ADD CONSTRAINT "nba_box_scores_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nba_box_scores" ADD CONSTRAINT "nba_box_scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nba_box_scores" ADD CONSTRAINT "nba_box_scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nba_box_scores_player_idx" ON "nba_box_scores" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "nba_box_scores_team_idx" ON "nba_box_scores" USING btree ("team_id");