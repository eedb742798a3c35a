CREATE TABLE "onboarding_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"step" text DEFAULT 'welcome' NOT NULL,
	"booking_skipped_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_progress_step_check" CHECK ("onboarding_progress"."step" IN ('welcome', 'level', 'survey', 'timezone', 'booking', 'congratulations')),
	CONSTRAINT "onboarding_progress_end_check" CHECK ("onboarding_progress"."completed_at" IS NULL OR "onboarding_progress"."skipped_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;