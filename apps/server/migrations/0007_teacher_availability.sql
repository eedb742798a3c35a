CREATE TABLE "teacher_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"availability_type" text NOT NULL,
	"day_of_week" text,
	"date" date,
	"availability" text NOT NULL,
	"slot_size" text NOT NULL,
	"start_hour" smallint NOT NULL,
	"end_hour" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_availability_type_check" CHECK ("teacher_availability"."availability_type" IN ('standard', 'exact')),
	CONSTRAINT "teacher_availability_availability_check" CHECK ("teacher_availability"."availability" IN ('available', 'unavailable')),
	CONSTRAINT "teacher_availability_slot_size_check" CHECK ("teacher_availability"."slot_size" IN ('full', 'half', 'whole_day')),
	CONSTRAINT "teacher_availability_day_of_week_check" CHECK ("teacher_availability"."day_of_week" IN ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
	CONSTRAINT "teacher_availability_day_check" CHECK (("teacher_availability"."availability_type" = 'standard' AND "teacher_availability"."day_of_week" IS NOT NULL AND "teacher_availability"."date" IS NULL) OR ("teacher_availability"."availability_type" = 'exact' AND "teacher_availability"."date" IS NOT NULL AND "teacher_availability"."day_of_week" IS NULL)),
	CONSTRAINT "teacher_availability_hours_check" CHECK ("teacher_availability"."start_hour" >= 0 AND "teacher_availability"."end_hour" <= 24 AND "teacher_availability"."start_hour" < "teacher_availability"."end_hour")
);
--> statement-breakpoint
CREATE TABLE "teaching_hour_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"date" date NOT NULL,
	"slot_size" text NOT NULL,
	"start_hour" smallint NOT NULL,
	"end_hour" smallint NOT NULL,
	"timezone" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teaching_hour_requests_status_check" CHECK ("teaching_hour_requests"."status" IN ('cancelled', 'completed', 'requested', 'scheduled', 'unsuccessful')),
	CONSTRAINT "teaching_hour_requests_slot_size_check" CHECK ("teaching_hour_requests"."slot_size" IN ('full', 'half', 'whole_day')),
	CONSTRAINT "teaching_hour_requests_hours_check" CHECK ("teaching_hour_requests"."start_hour" >= 0 AND "teaching_hour_requests"."end_hour" <= 24 AND "teaching_hour_requests"."start_hour" < "teaching_hour_requests"."end_hour"),
	CONSTRAINT "teaching_hour_requests_time_check" CHECK ("teaching_hour_requests"."end_at" > "teaching_hour_requests"."start_at")
);
--> statement-breakpoint
ALTER TABLE "teacher_availability" ADD CONSTRAINT "teacher_availability_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_hour_requests" ADD CONSTRAINT "teaching_hour_requests_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_availability_standard_key" ON "teacher_availability" USING btree ("teacher_id","day_of_week","start_hour") WHERE availability_type = 'standard';--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_availability_exact_key" ON "teacher_availability" USING btree ("teacher_id","date","start_hour") WHERE availability_type = 'exact';--> statement-breakpoint
CREATE INDEX "teacher_availability_exact_date_idx" ON "teacher_availability" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_hour_requests_open_key" ON "teaching_hour_requests" USING btree ("teacher_id","date") WHERE status IN ('requested', 'scheduled');--> statement-breakpoint
CREATE INDEX "teaching_hour_requests_teacher_idx" ON "teaching_hour_requests" USING btree ("teacher_id","date");--> statement-breakpoint
CREATE INDEX "teaching_hour_requests_open_end_idx" ON "teaching_hour_requests" USING btree ("end_at") WHERE status IN ('requested', 'scheduled');