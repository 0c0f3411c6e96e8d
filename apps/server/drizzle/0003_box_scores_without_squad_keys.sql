ALTER TABLE "nba_box_scores" DROP CONSTRAINT "nba_box_scores_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "nba_box_scores" DROP CONSTRAINT "nba_box_scores_team_id_teams_id_fk";
