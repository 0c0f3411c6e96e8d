ALTER TABLE "expert_profiles" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "hidden_reason" text;