ALTER TABLE "forum_photos" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_photos" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "forum_photos_user_created_idx" ON "forum_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_photos_orphan_idx" ON "forum_photos" USING btree ("created_at") WHERE "forum_photos"."attached_at" is null;--> statement-breakpoint
-- Photos already on a thread count as attached since their upload; the others are orphans like new ones.
UPDATE "forum_photos" p SET "attached_at" = p."created_at" WHERE EXISTS (SELECT 1 FROM "forum_threads" t WHERE ',' || t."photo_ids" || ',' LIKE '%,' || p."id" || ',%');
