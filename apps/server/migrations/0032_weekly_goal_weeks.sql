CREATE TABLE "weekly_goal_weeks" (
	"student_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"classes_per_week" integer NOT NULL,
	"met_at" timestamp with time zone,
	CONSTRAINT "weekly_goal_weeks_student_id_week_start_pk" PRIMARY KEY("student_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "weekly_goal_weeks" ADD CONSTRAINT "weekly_goal_weeks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;