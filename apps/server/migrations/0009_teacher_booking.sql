CREATE TABLE "commitment_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"class_start_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"explanation" text,
	"consequence" text NOT NULL,
	"is_last_minute" boolean NOT NULL,
	"free_because_accidental" boolean DEFAULT false NOT NULL,
	"penalty_id" uuid,
	CONSTRAINT "commitment_cancellations_reason_check" CHECK ("commitment_cancellations"."reason" IN ('emergency', 'forgot', 'late_to_class', 'other', 'technical_issues')),
	CONSTRAINT "commitment_cancellations_consequence_check" CHECK ("commitment_cancellations"."consequence" IN ('none', 'block_7_days', 'block_7_days_with_explanation'))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"section_id" uuid NOT NULL,
	"module_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"course_type" text DEFAULT 'group' NOT NULL,
	"business_model_type" text DEFAULT 'B2B' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"students_count" integer DEFAULT 0 NOT NULL,
	"feedback_required" boolean DEFAULT false NOT NULL,
	"course_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"teacher_id" uuid,
	"booked_at" timestamp with time zone,
	"feedback" text,
	"feedback_submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_course_type_check" CHECK ("courses"."course_type" IN ('group', 'individual', 'trial')),
	CONSTRAINT "courses_business_model_check" CHECK ("courses"."business_model_type" IN ('B2B', 'B2C', 'B2G', 'LearningTeams')),
	CONSTRAINT "courses_currency_check" CHECK ("courses"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "courses_status_check" CHECK ("courses"."status" IN ('open', 'cancelled')),
	CONSTRAINT "courses_dates_check" CHECK ("courses"."end_date" >= "courses"."start_date"),
	CONSTRAINT "courses_students_check" CHECK ("courses"."students_count" >= 0),
	CONSTRAINT "courses_price_check" CHECK ("courses"."price_cents" IS NULL OR "courses"."price_cents" >= 0),
	CONSTRAINT "courses_booked_check" CHECK (("courses"."teacher_id" IS NULL) = ("courses"."booked_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "penalty_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"penalty_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "penalty_appeals_status_check" CHECK ("penalty_appeals"."status" IN ('pending', 'accepted', 'rejected')),
	CONSTRAINT "penalty_appeals_reason_check" CHECK (char_length("penalty_appeals"."reason") >= 50),
	CONSTRAINT "penalty_appeals_decided_check" CHECK (("penalty_appeals"."status" = 'pending') = ("penalty_appeals"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "teacher_penalties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"until_at" timestamp with time zone NOT NULL,
	"class_id" uuid,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_penalties_kind_check" CHECK ("teacher_penalties"."kind" IN ('late_cancellation', 'very_late_cancellation', 'missed_class', 'manual')),
	CONSTRAINT "teacher_penalties_period_check" CHECK ("teacher_penalties"."until_at" > "teacher_penalties"."from_at")
);
--> statement-breakpoint
CREATE TABLE "teacher_review_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"last_minute_cancellations" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "commitment_cancellations" ADD CONSTRAINT "commitment_cancellations_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_cancellations" ADD CONSTRAINT "commitment_cancellations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_cancellations" ADD CONSTRAINT "commitment_cancellations_penalty_id_teacher_penalties_id_fk" FOREIGN KEY ("penalty_id") REFERENCES "public"."teacher_penalties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_appeals" ADD CONSTRAINT "penalty_appeals_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_appeals" ADD CONSTRAINT "penalty_appeals_penalty_id_teacher_penalties_id_fk" FOREIGN KEY ("penalty_id") REFERENCES "public"."teacher_penalties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_appeals" ADD CONSTRAINT "penalty_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_penalties" ADD CONSTRAINT "teacher_penalties_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_penalties" ADD CONSTRAINT "teacher_penalties_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_review_flags" ADD CONSTRAINT "teacher_review_flags_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_cancellations_last_minute_idx" ON "commitment_cancellations" USING btree ("teacher_id","cancelled_at") WHERE is_last_minute;--> statement-breakpoint
CREATE INDEX "commitment_cancellations_class_idx" ON "commitment_cancellations" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_key" ON "courses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "courses_teacher_idx" ON "courses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "courses_open_idx" ON "courses" USING btree ("start_date") WHERE status = 'open' AND teacher_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "penalty_appeals_penalty_key" ON "penalty_appeals" USING btree ("penalty_id");--> statement-breakpoint
CREATE INDEX "penalty_appeals_status_idx" ON "penalty_appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "penalty_appeals_teacher_idx" ON "penalty_appeals" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_penalties_teacher_until_idx" ON "teacher_penalties" USING btree ("teacher_id","until_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_review_flags_open_key" ON "teacher_review_flags" USING btree ("teacher_id") WHERE resolved_at IS NULL;