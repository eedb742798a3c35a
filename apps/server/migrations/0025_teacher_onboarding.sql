CREATE TABLE "teacher_onboarding" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"calendar_decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_onboarding" ADD CONSTRAINT "teacher_onboarding_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;