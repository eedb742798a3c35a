ALTER TABLE "student_profiles" ADD COLUMN "learning_goal_other" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "onboarding_items" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "language_change_allowed" boolean;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "previous_modules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Values written before the enumerations were checked: the seed's kebab-case goal, then anything unknown dropped.
UPDATE "student_profiles" SET "learning_goals" = array_replace("learning_goals", 'self-development', 'self_development');--> statement-breakpoint
UPDATE "student_profiles" SET "learning_goals" = ARRAY(SELECT g FROM unnest("learning_goals") AS g WHERE g IN ('family_or_friends', 'integration', 'pleasure', 'self_development', 'travel', 'work', 'heritage', 'certificate', 'visa', 'other_cultures', 'other'));--> statement-breakpoint
UPDATE "student_profiles" SET "focus_areas" = ARRAY(SELECT f FROM unnest("focus_areas") AS f WHERE f IN ('speaking', 'pronunciation', 'grammar', 'listening', 'reading', 'writing', 'vocabulary'));--> statement-breakpoint
UPDATE "student_profiles" SET "goal" = NULL WHERE "goal" NOT IN ('Casual', 'Steady', 'Serious', 'Intense', 'Unstoppable');--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_goal_check" CHECK ("student_profiles"."goal" IN ('Casual', 'Steady', 'Serious', 'Intense', 'Unstoppable'));--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_learning_goals_check" CHECK ("student_profiles"."learning_goals" <@ ARRAY['family_or_friends', 'integration', 'pleasure', 'self_development', 'travel', 'work', 'heritage', 'certificate', 'visa', 'other_cultures', 'other']::text[]);--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_focus_areas_check" CHECK ("student_profiles"."focus_areas" <@ ARRAY['speaking', 'pronunciation', 'grammar', 'listening', 'reading', 'writing', 'vocabulary']::text[]);