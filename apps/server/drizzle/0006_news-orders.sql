CREATE TABLE "tip_refunds" (
	"tip_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"unrecovered" integer DEFAULT 0 NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_refunds_tip_id_user_id_pk" PRIMARY KEY("tip_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tip_settlements" (
	"tip_id" integer NOT NULL,
	"version" integer NOT NULL,
	"result" text NOT NULL,
	"profit" real NOT NULL,
	"settled_odds" real NOT NULL,
	"leg_results" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_settlements_tip_id_version_pk" PRIMARY KEY("tip_id","version")
);
--> statement-breakpoint
ALTER TABLE "tip_refunds" ADD CONSTRAINT "tip_refunds_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_refunds" ADD CONSTRAINT "tip_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_settlements" ADD CONSTRAINT "tip_settlements_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tip_refunds_user_idx" ON "tip_refunds" USING btree ("user_id");