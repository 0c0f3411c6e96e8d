CREATE TABLE "comment_bans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ban_text" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_approvals" (
	"win_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lottery_approvals_status_range" CHECK ("lottery_approvals"."status" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "lottery_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"live_room_id" integer NOT NULL,
	"prize_name" text NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "tip_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tip_comment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tip_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"content" text NOT NULL,
	"in_sport" boolean DEFAULT false NOT NULL,
	"liked_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "tip_comments_liked_non_negative" CHECK ("tip_comments"."liked_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_approvals" ADD CONSTRAINT "lottery_approvals_win_id_lottery_wins_id_fk" FOREIGN KEY ("win_id") REFERENCES "public"."lottery_wins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_approvals" ADD CONSTRAINT "lottery_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_wins" ADD CONSTRAINT "lottery_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_comment_likes" ADD CONSTRAINT "tip_comment_likes_comment_id_tip_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."tip_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_comment_likes" ADD CONSTRAINT "tip_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_comment_reports" ADD CONSTRAINT "tip_comment_reports_comment_id_tip_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."tip_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_comment_reports" ADD CONSTRAINT "tip_comment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_comments" ADD CONSTRAINT "tip_comments_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_comments" ADD CONSTRAINT "tip_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_comments" ADD CONSTRAINT "tip_comments_parent_id_tip_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tip_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_wins_user_idx" ON "lottery_wins" USING btree ("user_id","won_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tip_comment_likes_user_idx" ON "tip_comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tip_comment_reports_comment_user_uq" ON "tip_comment_reports" USING btree ("comment_id","user_id");--> statement-breakpoint
CREATE INDEX "tip_comments_tip_top_idx" ON "tip_comments" USING btree ("tip_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tip_comments"."parent_id" is null and "tip_comments"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "tip_comments_parent_idx" ON "tip_comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "tip_comments_user_idx" ON "tip_comments" USING btree ("user_id","created_at" DESC NULLS LAST);