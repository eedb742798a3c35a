CREATE TABLE "chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curricula" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"learning_outcomes" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"type" text NOT NULL,
	"label" text,
	"presentation_path" text,
	CONSTRAINT "lessons_type_check" CHECK ("lessons"."type" IN ('chapter_check', 'communication', 'conversation', 'custom', 'grammar', 'level_check', 'listening', 'open_discussion', 'orientation', 'reading', 'vocabulary', 'writing'))
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"cefr_level_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "modules_cefr_level_check" CHECK ("modules"."cefr_level_name" IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'))
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_lesson_states" (
	"student_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_lesson_states_pkey" PRIMARY KEY("student_id","lesson_id"),
	CONSTRAINT "student_lesson_states_status_check" CHECK ("student_lesson_states"."status" IN ('SKIP', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"section_id" uuid,
	"module_id" uuid,
	"sublevel" integer,
	"preferred_class_time" text,
	"words_per_week_goal" integer,
	"goal" text,
	"learning_goals" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"focus_areas" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"learning_needs" text,
	"about_me" text,
	"spoken_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_profiles_class_time_check" CHECK ("student_profiles"."preferred_class_time" IN ('morning', 'afternoon', 'evening', 'night')),
	CONSTRAINT "student_profiles_words_goal_check" CHECK ("student_profiles"."words_per_week_goal" IS NULL OR "student_profiles"."words_per_week_goal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"about_me" text DEFAULT '' NOT NULL,
	"country" text,
	"gender" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"section_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"hourly_rate_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"is_contracted" boolean DEFAULT false NOT NULL,
	"is_b2g" boolean DEFAULT false NOT NULL,
	"is_onboarded" boolean DEFAULT false NOT NULL,
	"can_teach_group" boolean DEFAULT true NOT NULL,
	"can_teach_private" boolean DEFAULT true NOT NULL,
	"can_teach_specialized" boolean DEFAULT false NOT NULL,
	"time_format" text DEFAULT 'ISO8601' NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"week_start" text DEFAULT 'Monday' NOT NULL,
	"paused_from" timestamp with time zone,
	"paused_until" timestamp with time zone,
	"penalty_until" timestamp with time zone,
	"observation_opt_out" boolean DEFAULT false NOT NULL,
	"price_visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_profiles_currency_check" CHECK ("teacher_profiles"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "teacher_profiles_time_format_check" CHECK ("teacher_profiles"."time_format" IN ('AMPM', 'ISO8601')),
	CONSTRAINT "teacher_profiles_week_start_check" CHECK ("teacher_profiles"."week_start" IN ('Sunday', 'Monday')),
	CONSTRAINT "teacher_profiles_gender_check" CHECK ("teacher_profiles"."gender" IN ('feminine', 'masculine', 'neutral')),
	CONSTRAINT "teacher_profiles_rate_check" CHECK ("teacher_profiles"."hourly_rate_cents" IS NULL OR "teacher_profiles"."hourly_rate_cents" >= 0),
	CONSTRAINT "teacher_profiles_pause_check" CHECK ("teacher_profiles"."paused_until" IS NULL OR "teacher_profiles"."paused_from" IS NULL OR "teacher_profiles"."paused_until" > "teacher_profiles"."paused_from")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"credit_kind" text NOT NULL,
	"label" text,
	"attendance" text,
	"is_rated_by_student" boolean DEFAULT false NOT NULL,
	"has_attempt_to_join" boolean DEFAULT false NOT NULL,
	"is_new_student" boolean DEFAULT false NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" IN ('booked', 'cancelled_by_observer', 'cancelled_by_teacher', 'class_cancelled', 'not_booked', 'cancelled_by_student')),
	CONSTRAINT "appointments_credit_kind_check" CHECK ("appointments"."credit_kind" IN ('group', 'private')),
	CONSTRAINT "appointments_attendance_check" CHECK ("appointments"."attendance" IN ('attended', 'incomplete', 'missed')),
	CONSTRAINT "appointments_cancelled_at_check" CHECK ("appointments"."status" = 'booked' OR "appointments"."status" = 'not_booked' OR "appointments"."cancelled_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"teacher_id" uuid,
	"confirmed_at" timestamp with time zone,
	"business_model_type" text DEFAULT 'B2C' NOT NULL,
	"is_for_new_classroom" boolean DEFAULT true NOT NULL,
	"can_be_audio_recorded" boolean DEFAULT false NOT NULL,
	"class_note" text,
	"labels" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"course_id" uuid,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_type_check" CHECK ("classes"."type" IN ('group', 'individual', 'trial')),
	CONSTRAINT "classes_status_check" CHECK ("classes"."status" IN ('active', 'cancelled', 'completed', 'missed', 'no_students', 'technical_issue')),
	CONSTRAINT "classes_business_model_check" CHECK ("classes"."business_model_type" IN ('B2B', 'B2C', 'B2G', 'LearningTeams')),
	CONSTRAINT "classes_capacity_check" CHECK ("classes"."capacity" BETWEEN 1 AND 5),
	CONSTRAINT "classes_individual_capacity_check" CHECK ("classes"."type" <> 'individual' OR "classes"."capacity" = 1),
	CONSTRAINT "classes_seats_check" CHECK ("classes"."seats_taken" >= 0 AND "classes"."seats_taken" <= "classes"."capacity"),
	CONSTRAINT "classes_time_check" CHECK ("classes"."end_at" > "classes"."start_at")
);
--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_grants_kind_check" CHECK ("credit_grants"."kind" IN ('group', 'private')),
	CONSTRAINT "credit_grants_source_check" CHECK ("credit_grants"."source" IN ('purchase', 'trial', 'admin', 'referral', 'refund', 'conversion', 'seed')),
	CONSTRAINT "credit_grants_amount_check" CHECK ("credit_grants"."amount" > 0),
	CONSTRAINT "credit_grants_remaining_check" CHECK ("credit_grants"."remaining" >= 0 AND "credit_grants"."remaining" <= "credit_grants"."amount")
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" IN ('group', 'private')),
	CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_lesson_states" ADD CONSTRAINT "student_lesson_states_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_lesson_states" ADD CONSTRAINT "student_lesson_states_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_module_position_key" ON "chapters" USING btree ("module_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "curricula_section_name_key" ON "curricula" USING btree ("section_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "curricula_one_default_per_section" ON "curricula" USING btree ("section_id") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_module_number_key" ON "lessons" USING btree ("module_id","number");--> statement-breakpoint
CREATE INDEX "lessons_chapter_idx" ON "lessons" USING btree ("chapter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_code_key" ON "modules" USING btree ("code");--> statement-breakpoint
CREATE INDEX "modules_curriculum_idx" ON "modules" USING btree ("curriculum_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_slug_key" ON "sections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "student_profiles_module_idx" ON "student_profiles" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_profiles_uid_key" ON "teacher_profiles" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_booking_per_class" ON "appointments" USING btree ("class_id","student_id") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "appointments_student_status_idx" ON "appointments" USING btree ("student_id","status","class_id");--> statement-breakpoint
CREATE INDEX "appointments_class_idx" ON "appointments" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_uid_key" ON "classes" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "classes_module_start_active_idx" ON "classes" USING btree ("module_id","start_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "classes_teacher_start_idx" ON "classes" USING btree ("teacher_id","start_at");--> statement-breakpoint
CREATE INDEX "classes_start_idx" ON "classes" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_grants_source_key" ON "credit_grants" USING btree ("source","source_ref","kind") WHERE source_ref IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_grants_student_kind_expiry_idx" ON "credit_grants" USING btree ("student_id","kind","expires_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_student_idx" ON "credit_ledger" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_grant_idx" ON "credit_ledger" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_appointment_idx" ON "credit_ledger" USING btree ("appointment_id");