CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"short_name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" integer PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"phase" smallint NOT NULL,
	"group_names" text[] DEFAULT '{}' NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"number" smallint NOT NULL,
	"position" text NOT NULL,
	"birthday" date NOT NULL,
	"nationality" text NOT NULL,
	"height_cm" smallint NOT NULL,
	"weight_kg" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"short_name" text NOT NULL,
	"colors" text[] NOT NULL,
	"conference" smallint,
	"division" text,
	"country" text NOT NULL,
	"competition_ids" integer[] DEFAULT '{}' NOT NULL,
	"strength" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"minute" smallint NOT NULL,
	"type" text NOT NULL,
	"side" smallint NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer,
	"assist_player_id" integer,
	"detail" text,
	CONSTRAINT "match_events_match_seq_key" UNIQUE("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" smallint NOT NULL,
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"group_name" text,
	"round" smallint,
	"kind" text NOT NULL,
	"home_team_id" integer,
	"away_team_id" integer,
	"home_source" text,
	"away_source" text,
	"status_id" smallint NOT NULL,
	"phase" smallint,
	"minute" smallint,
	"kickoff_at" timestamp with time zone NOT NULL,
	"home_score" smallint,
	"away_score" smallint,
	"home_half_score" smallint,
	"away_half_score" smallint,
	"home_corners" smallint,
	"away_corners" smallint,
	"home_yellow_cards" smallint,
	"away_yellow_cards" smallint,
	"home_red_cards" smallint,
	"away_red_cards" smallint,
	"home_penalty_score" smallint,
	"away_penalty_score" smallint,
	"period_scores" jsonb,
	"sim_seed" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"head_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"show_frame" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_members" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_checkout_at" timestamp with time zone,
	"has_new_article" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_members_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_client" integer NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"images" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_follows" (
	"user_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_follows_user_id_host_id_pk" PRIMARY KEY("user_id","host_id")
);
--> statement-breakpoint
CREATE TABLE "host_moments" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"content" text NOT NULL,
	"photos" text DEFAULT '' NOT NULL,
	"liked_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"match_source" integer NOT NULL,
	CONSTRAINT "host_schedules_host_match_key" UNIQUE("host_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"id" integer PRIMARY KEY NOT NULL,
	"nick_name" text NOT NULL,
	"picture_id" text NOT NULL,
	"birthday" timestamp with time zone,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"live_room_id" integer NOT NULL,
	"live_host_type" smallint DEFAULT 1 NOT NULL,
	"live_user_group_id" integer,
	"live_group_user_type" smallint,
	"is_top" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"offers_flv" boolean DEFAULT false NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hosts_live_room_id_unique" UNIQUE("live_room_id")
);
--> statement-breakpoint
CREATE TABLE "match_bookings" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"host_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_bookings_user_id_match_id_host_id_pk" PRIMARY KEY("user_id","match_id","host_id")
);
--> statement-breakpoint
CREATE TABLE "moment_likes" (
	"user_id" integer NOT NULL,
	"moment_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "moment_likes_user_id_moment_id_pk" PRIMARY KEY("user_id","moment_id")
);
--> statement-breakpoint
CREATE TABLE "user_special_rooms" (
	"user_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "user_special_rooms_user_id_room_id_pk" PRIMARY KEY("user_id","room_id")
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_assist_player_id_players_id_fk" FOREIGN KEY ("assist_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_members" ADD CONSTRAINT "activity_members_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_members" ADD CONSTRAINT "activity_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_follows" ADD CONSTRAINT "host_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_follows" ADD CONSTRAINT "host_follows_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_moments" ADD CONSTRAINT "host_moments_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_schedules" ADD CONSTRAINT "host_schedules_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_schedules" ADD CONSTRAINT "host_schedules_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_bookings" ADD CONSTRAINT "match_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_bookings" ADD CONSTRAINT "match_bookings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_likes" ADD CONSTRAINT "moment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_likes" ADD CONSTRAINT "moment_likes_moment_id_host_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."host_moments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_special_rooms" ADD CONSTRAINT "user_special_rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seasons_competition_idx" ON "seasons" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "stages_season_idx" ON "stages" USING btree ("season_id","sort_order");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "match_events_player_idx" ON "match_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "matches_competition_kickoff_idx" ON "matches" USING btree ("competition_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_season_stage_idx" ON "matches" USING btree ("season_id","stage_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_status_kickoff_idx" ON "matches" USING btree ("status_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_kickoff_idx" ON "matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_home_team_idx" ON "matches" USING btree ("home_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_away_team_idx" ON "matches" USING btree ("away_team_id","kickoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_live_by_user_idx" ON "sessions" USING btree ("user_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_user_key_uq" ON "wallet_ledger" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "image_entries_category_idx" ON "image_entries" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "host_follows_host_idx" ON "host_follows" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "host_moments_host_created_idx" ON "host_moments" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "host_moments_created_idx" ON "host_moments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "host_schedules_match_idx" ON "host_schedules" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "hosts_sort_idx" ON "hosts" USING btree ("is_top","sort");