ALTER TABLE "content_error_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_error_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "content_error_reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "content_error_reports" ADD CONSTRAINT "content_error_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reports closed before statuses existed read as resolved.
UPDATE "content_error_reports" SET "status" = 'resolved' WHERE "resolved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_error_reports_status_idx" ON "content_error_reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "content_error_reports" ADD CONSTRAINT "content_error_reports_status_check" CHECK ("content_error_reports"."status" IN ('open', 'resolved', 'dismissed'));--> statement-breakpoint
ALTER TABLE "content_error_reports" ADD CONSTRAINT "content_error_reports_closed_check" CHECK (("content_error_reports"."status" = 'open') = ("content_error_reports"."resolved_at" IS NULL));