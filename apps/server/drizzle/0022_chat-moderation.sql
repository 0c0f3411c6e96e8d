ALTER TABLE "chat_messages" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "chat_moderators" ADD COLUMN "role" text DEFAULT 'moderator' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_moderators" ADD COLUMN "appointed_by" integer;--> statement-breakpoint
ALTER TABLE "chat_moderators" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;