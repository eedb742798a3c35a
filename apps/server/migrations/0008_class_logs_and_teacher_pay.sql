CREATE TABLE "appointment_logs" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"attendance" text,
	"feedback" text DEFAULT '' NOT NULL,
	"recommended_level" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_logs_attendance_check" CHECK ("appointment_logs"."attendance" IN ('attended', 'incomplete', 'missed')),
	CONSTRAINT "appointment_logs_level_check" CHECK ("appointment_logs"."recommended_level" IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'))
);
--> statement-breakpoint
CREATE TABLE "class_log_screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_log_screenshots_type_check" CHECK ("class_log_screenshots"."content_type" IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "class_log_screenshots_size_check" CHECK ("class_log_screenshots"."byte_size" BETWEEN 1 AND 5242880)
);
--> statement-breakpoint
CREATE TABLE "class_logs" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"resources" text DEFAULT '' NOT NULL,
	"technical_problem" text,
	"screenshot_id" uuid,
	"missed_reason" text,
	"missed_explanation" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_logs_outcome_check" CHECK ("class_logs"."outcome" IN ('submitted', 'updated', 'missed', 'no_students', 'technical_issue', 'cancelled')),
	CONSTRAINT "class_logs_missed_reason_check" CHECK ("class_logs"."missed_reason" IN ('emergency', 'forgot', 'late_to_class', 'other', 'technical_issues', 'log_overdue')),
	CONSTRAINT "class_logs_missed_check" CHECK (("class_logs"."outcome" = 'missed') = ("class_logs"."missed_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "teacher_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"class_id" uuid,
	"class_uid" text,
	"class_title" text,
	"class_type" text,
	"bonus_type" text,
	"category" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_credits_kind_check" CHECK ("teacher_credits"."kind" IN ('Adg', 'Bonus', 'Group', 'MissedClass', 'NoShow', 'Private', 'TechIssue')),
	CONSTRAINT "teacher_credits_bonus_type_check" CHECK ("teacher_credits"."bonus_type" IN ('course_b2b_default_bonus', 'course_telc_bonus', 'default_bonus', 'orientation_class_bonus')),
	CONSTRAINT "teacher_credits_category_check" CHECK ("teacher_credits"."category" IN ('bonus', 'health', 'missed_class', 'tech_issues', 'no_students')),
	CONSTRAINT "teacher_credits_class_type_check" CHECK ("teacher_credits"."class_type" IN ('group', 'individual', 'trial')),
	CONSTRAINT "teacher_credits_currency_check" CHECK ("teacher_credits"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "teacher_credits_bonus_check" CHECK (("teacher_credits"."kind" = 'Bonus') = ("teacher_credits"."bonus_type" IS NOT NULL)),
	CONSTRAINT "teacher_credits_class_line_check" CHECK ("teacher_credits"."kind" NOT IN ('Group', 'Private', 'NoShow', 'TechIssue', 'MissedClass') OR "teacher_credits"."class_id" IS NOT NULL),
	CONSTRAINT "teacher_credits_amount_check" CHECK ("teacher_credits"."kind" = 'Adg' OR "teacher_credits"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"unique_id" text NOT NULL,
	"teacher_id" uuid NOT NULL,
	"month" text NOT NULL,
	"timezone" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"item_count" integer NOT NULL,
	CONSTRAINT "teacher_invoices_month_check" CHECK ("teacher_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "teacher_invoices_currency_check" CHECK ("teacher_invoices"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"required" boolean NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_type_check" CHECK ("agreements"."type" IN ('ai_audio_recording', 'marketing_communication', 'privacy_policy', 'product_policy', 'remuneration_structure', 'teacher_terms')),
	CONSTRAINT "agreements_version_check" CHECK ("agreements"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_fetches" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"last_fetched_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"earlier_token_fetched" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_agreement_decisions" (
	"teacher_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"accepted" boolean NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "teacher_agreement_decisions_pkey" PRIMARY KEY("teacher_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_application_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "teacher_application_files_kind_check" CHECK ("teacher_application_files"."kind" IN ('cv', 'certificate')),
	CONSTRAINT "teacher_application_files_size_check" CHECK ("teacher_application_files"."size_bytes" > 0 AND "teacher_application_files"."size_bytes" <= 4194304)
);
--> statement-breakpoint
CREATE TABLE "teacher_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_of_residence" text NOT NULL,
	"language_to_teach" text NOT NULL,
	"about_me" text NOT NULL,
	"teaching_experience" text NOT NULL,
	"spoken_languages" jsonb NOT NULL,
	"heard_from" text NOT NULL,
	"heard_from_website" text,
	"linkedin_url" text,
	"motivation" text NOT NULL,
	"referrer_name" text,
	"referrer_email" text,
	"consent_own_schedule" boolean NOT NULL,
	"consent_data_processing" boolean NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"sender_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "teacher_applications_status_check" CHECK ("teacher_applications"."status" IN ('new', 'reviewed')),
	CONSTRAINT "teacher_applications_experience_check" CHECK ("teacher_applications"."teaching_experience" IN ('months_0_6', 'months_7_12', 'months_13_24', 'more_than_24_months', 'none')),
	CONSTRAINT "teacher_applications_channel_check" CHECK ("teacher_applications"."heard_from" IN ('job_ad', 'search_engine', 'social_media', 'friend_or_colleague', 'teacher_community', 'other')),
	CONSTRAINT "teacher_applications_consents_check" CHECK ("teacher_applications"."consent_own_schedule" AND "teacher_applications"."consent_data_processing")
);
--> statement-breakpoint
CREATE TABLE "teacher_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_certificates_size_check" CHECK ("teacher_certificates"."size_bytes" > 0 AND "teacher_certificates"."size_bytes" <= 4194304)
);
--> statement-breakpoint
CREATE TABLE "teacher_notification_settings" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"feedback" boolean DEFAULT true NOT NULL,
	"other_class_cancellation" boolean DEFAULT true NOT NULL,
	"short_notice_cancellation" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_payout_details" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text,
	"income_tax_number" text,
	"payment_method" text NOT NULL,
	"iban" text,
	"account_number" text,
	"bic" text,
	"paypal_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_payout_details_method_check" CHECK ("teacher_payout_details"."payment_method" IN ('BankTransfer', 'PayPal')),
	CONSTRAINT "teacher_payout_details_method_fields_check" CHECK (("teacher_payout_details"."payment_method" = 'PayPal' AND "teacher_payout_details"."paypal_email" IS NOT NULL) OR ("teacher_payout_details"."payment_method" = 'BankTransfer' AND "teacher_payout_details"."bic" IS NOT NULL AND ("teacher_payout_details"."iban" IS NOT NULL OR "teacher_payout_details"."account_number" IS NOT NULL)))
);
--> statement-breakpoint
CREATE TABLE "user_photos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_photos_type_check" CHECK ("user_photos"."content_type" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_codes_attempts_check" CHECK ("verification_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_log_screenshots" ADD CONSTRAINT "class_log_screenshots_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_log_screenshots" ADD CONSTRAINT "class_log_screenshots_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_logs" ADD CONSTRAINT "class_logs_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_logs" ADD CONSTRAINT "class_logs_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_logs" ADD CONSTRAINT "class_logs_screenshot_id_class_log_screenshots_id_fk" FOREIGN KEY ("screenshot_id") REFERENCES "public"."class_log_screenshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_credits" ADD CONSTRAINT "teacher_credits_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_credits" ADD CONSTRAINT "teacher_credits_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_credits" ADD CONSTRAINT "teacher_credits_invoice_id_teacher_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."teacher_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_credits" ADD CONSTRAINT "teacher_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_invoices" ADD CONSTRAINT "teacher_invoices_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_fetches" ADD CONSTRAINT "calendar_feed_fetches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_agreement_decisions" ADD CONSTRAINT "teacher_agreement_decisions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_agreement_decisions" ADD CONSTRAINT "teacher_agreement_decisions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_application_files" ADD CONSTRAINT "teacher_application_files_application_id_teacher_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."teacher_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_certificates" ADD CONSTRAINT "teacher_certificates_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_notification_settings" ADD CONSTRAINT "teacher_notification_settings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payout_details" ADD CONSTRAINT "teacher_payout_details_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_logs_class_idx" ON "appointment_logs" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "appointment_logs_student_class_idx" ON "appointment_logs" USING btree ("student_id","class_id");--> statement-breakpoint
CREATE INDEX "class_log_screenshots_class_idx" ON "class_log_screenshots" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_logs_teacher_submitted_idx" ON "class_logs" USING btree ("teacher_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_credits_class_line_key" ON "teacher_credits" USING btree ("class_id") WHERE kind IN ('Group', 'Private', 'NoShow', 'TechIssue', 'MissedClass');--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_credits_class_bonus_key" ON "teacher_credits" USING btree ("class_id","bonus_type") WHERE kind = 'Bonus' AND class_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "teacher_credits_uninvoiced_idx" ON "teacher_credits" USING btree ("teacher_id","earned_at") WHERE invoice_id IS NULL;--> statement-breakpoint
CREATE INDEX "teacher_credits_invoice_idx" ON "teacher_credits" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "teacher_credits_teacher_earned_idx" ON "teacher_credits" USING btree ("teacher_id","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_invoices_teacher_month_key" ON "teacher_invoices" USING btree ("teacher_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_invoices_unique_id_key" ON "teacher_invoices" USING btree ("unique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_invoices_number_key" ON "teacher_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_type_version_key" ON "agreements" USING btree ("type","version");--> statement-breakpoint
CREATE INDEX "teacher_application_files_application_idx" ON "teacher_application_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "teacher_applications_status_created_idx" ON "teacher_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "teacher_applications_email_idx" ON "teacher_applications" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "teacher_applications_sender_idx" ON "teacher_applications" USING btree ("sender_hash","created_at");--> statement-breakpoint
CREATE INDEX "teacher_certificates_teacher_idx" ON "teacher_certificates" USING btree ("teacher_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at");