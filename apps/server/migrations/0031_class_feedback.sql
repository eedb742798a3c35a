CREATE TABLE "class_feedback_deliveries" (
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "class_feedback_deliveries_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "missed_class_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missed_class_reports_reason_check" CHECK ("missed_class_reports"."reason" IN ('teacher_absent', 'technical_problem', 'other')),
	CONSTRAINT "missed_class_reports_explanation_check" CHECK (char_length("missed_class_reports"."explanation") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "class_feedback_deliveries" ADD CONSTRAINT "class_feedback_deliveries_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_feedback_deliveries" ADD CONSTRAINT "class_feedback_deliveries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_class_reports" ADD CONSTRAINT "missed_class_reports_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_class_reports" ADD CONSTRAINT "missed_class_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_feedback_deliveries_unread_idx" ON "class_feedback_deliveries" USING btree ("student_id","delivered_at") WHERE "class_feedback_deliveries"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "missed_class_reports_class_student_key" ON "missed_class_reports" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE INDEX "missed_class_reports_created_idx" ON "missed_class_reports" USING btree ("created_at");