CREATE TABLE "expert_follows" (
	"user_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_follows_user_id_expert_id_pk" PRIMARY KEY("user_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"sports" smallint[] DEFAULT '{}' NOT NULL,
	"is_tripartite" boolean DEFAULT false NOT NULL,
	"hot_status" boolean DEFAULT false NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_profiles_follower_count_non_negative" CHECK ("expert_profiles"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tip_legs" (
	"tip_id" integer NOT NULL,
	"leg_no" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"play" text NOT NULL,
	"pick" text NOT NULL,
	"line" real,
	"odds" real NOT NULL,
	"result" text,
	CONSTRAINT "tip_legs_tip_id_leg_no_pk" PRIMARY KEY("tip_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "tip_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tip_id" integer NOT NULL,
	"price" integer NOT NULL,
	"wallet_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_reads" (
	"user_id" integer NOT NULL,
	"tip_id" integer NOT NULL,
	"china_day" bigint NOT NULL,
	CONSTRAINT "tip_reads_user_id_tip_id_china_day_pk" PRIMARY KEY("user_id","tip_id","china_day")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"chain_seq" integer NOT NULL,
	"title" text NOT NULL,
	"sports_info" text NOT NULL,
	"sports_play" text NOT NULL,
	"price" integer NOT NULL,
	"open_back_gold" boolean DEFAULT false NOT NULL,
	"return_gold_percentage" smallint DEFAULT 0 NOT NULL,
	"sports_type" smallint NOT NULL,
	"betting_type" smallint DEFAULT 1 NOT NULL,
	"is_tripartite" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"stake" real DEFAULT 1 NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"first_kickoff_at" timestamp with time zone NOT NULL,
	"hash" text NOT NULL,
	"prev_hash" text,
	"result" text,
	"profit" real,
	"settled_odds" real,
	"settled_at" timestamp with time zone,
	"read_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tips_price_non_negative" CHECK ("tips"."price" >= 0),
	CONSTRAINT "tips_return_pct_range" CHECK ("tips"."return_gold_percentage" between 0 and 100),
	CONSTRAINT "tips_stake_positive" CHECK ("tips"."stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "expert_follows" ADD CONSTRAINT "expert_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_follows" ADD CONSTRAINT "expert_follows_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_legs" ADD CONSTRAINT "tip_legs_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_legs" ADD CONSTRAINT "tip_legs_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_purchases" ADD CONSTRAINT "tip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_purchases" ADD CONSTRAINT "tip_purchases_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_reads" ADD CONSTRAINT "tip_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_reads" ADD CONSTRAINT "tip_reads_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_follows_expert_idx" ON "expert_follows" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "tip_legs_match_idx" ON "tip_legs" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tip_purchases_user_tip_uq" ON "tip_purchases" USING btree ("user_id","tip_id");--> statement-breakpoint
CREATE INDEX "tip_purchases_tip_idx" ON "tip_purchases" USING btree ("tip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_expert_chain_uq" ON "tips" USING btree ("expert_id","chain_seq");--> statement-breakpoint
CREATE INDEX "tips_published_idx" ON "tips" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "tips_expert_published_idx" ON "tips" USING btree ("expert_id","published_at");--> statement-breakpoint
CREATE INDEX "tips_first_kickoff_idx" ON "tips" USING btree ("first_kickoff_at");--> statement-breakpoint
CREATE INDEX "tips_sport_published_idx" ON "tips" USING btree ("sports_type","published_at");--> statement-breakpoint
CREATE INDEX "tips_expert_settled_idx" ON "tips" USING btree ("expert_id","settled_at");