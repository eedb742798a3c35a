CREATE TABLE "onboarding_events" (
	"student_id" uuid NOT NULL,
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_events_student_id_event_pk" PRIMARY KEY("student_id","event"),
	CONSTRAINT "onboarding_events_event_check" CHECK ("onboarding_events"."event" IN ('level_confirmed', 'camera_tested', 'practice_tried', 'checklist_dismissed', 'product_tour_finished'))
);
--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;