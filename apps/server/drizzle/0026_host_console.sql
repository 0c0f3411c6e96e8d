ALTER TABLE "host_schedules" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "host_schedules" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "host_schedules" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "host_schedules" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "off_air_reason" text;