CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"bet_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"stake" integer NOT NULL,
	"odds" double precision NOT NULL,
	"result" text NOT NULL,
	"platform_settled" boolean DEFAULT false NOT NULL,
	"legs" jsonb NOT NULL,
	"profit" double precision,
	"copied_from" text,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "betting_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_row_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_periods" (
	"start_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"follow_bet_count" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ranking_rows" (
	"period_start" timestamp with time zone NOT NULL,
	"board" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	"value" double precision NOT NULL,
	"bet_count" integer NOT NULL,
	"hit_count" integer NOT NULL,
	CONSTRAINT "ranking_rows_period_start_board_user_id_pk" PRIMARY KEY("period_start","board","user_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"profit" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_votes" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_votes_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "betting_reports" ADD CONSTRAINT "betting_reports_bet_row_id_bets_id_fk" FOREIGN KEY ("bet_row_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "betting_reports" ADD CONSTRAINT "betting_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_rows" ADD CONSTRAINT "ranking_rows_period_start_ranking_periods_start_at_fk" FOREIGN KEY ("period_start") REFERENCES "public"."ranking_periods"("start_at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_rows" ADD CONSTRAINT "ranking_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_users" ADD CONSTRAINT "ranking_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_report_id_betting_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."betting_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_platform_bet_uq" ON "bets" USING btree ("platform","bet_id");--> statement-breakpoint
CREATE INDEX "bets_user_placed_idx" ON "bets" USING btree ("user_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "bets_settled_idx" ON "bets" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "bets_placed_idx" ON "bets" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "bets_copied_idx" ON "bets" USING btree ("platform","copied_from");--> statement-breakpoint
CREATE INDEX "bets_open_idx" ON "bets" USING btree ("id") WHERE "bets"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "betting_reports_bet_uq" ON "betting_reports" USING btree ("bet_row_id");--> statement-breakpoint
CREATE INDEX "betting_reports_created_idx" ON "betting_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ranking_rows_position_idx" ON "ranking_rows" USING btree ("period_start","board","position");--> statement-breakpoint
CREATE INDEX "report_votes_user_idx" ON "report_votes" USING btree ("user_id");