CREATE TABLE "team_source_names" (
	"source" text NOT NULL,
	"name" text NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "team_source_names_pkey" PRIMARY KEY("source","name")
);
--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "position" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "birthday" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "nationality" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "height_cm" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "weight_kg" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "home_extra_time_score" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "away_extra_time_score" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "team_source_names" ADD CONSTRAINT "team_source_names_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_external_ref_key" ON "players" USING btree ("external_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_external_ref_key" ON "matches" USING btree ("external_ref");