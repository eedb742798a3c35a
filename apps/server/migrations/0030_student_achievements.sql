CREATE TABLE "student_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "student_achievements_slug_check" CHECK ("student_achievements"."slug" ~ '^attended-[0-9]+$')
);
--> statement-breakpoint
ALTER TABLE "student_achievements" ADD CONSTRAINT "student_achievements_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_achievements_student_slug_key" ON "student_achievements" USING btree ("student_id","slug");--> statement-breakpoint
CREATE INDEX "student_achievements_student_earned_idx" ON "student_achievements" USING btree ("student_id","earned_at");