ALTER TABLE "teacher_applications" DROP CONSTRAINT "teacher_applications_status_check";--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penalty_appeals" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD COLUMN "teacher_id" uuid;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_decided_check" CHECK (("teacher_applications"."status" IN ('accepted', 'rejected')) = ("teacher_applications"."decided_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_status_check" CHECK ("teacher_applications"."status" IN ('new', 'reviewed', 'accepted', 'rejected'));