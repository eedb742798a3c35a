CREATE TABLE "calendar_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"email" text,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_accounts_provider_check" CHECK ("calendar_accounts"."provider" IN ('google', 'microsoft', 'test')),
	CONSTRAINT "calendar_accounts_status_check" CHECK ("calendar_accounts"."status" IN ('connected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "student_email_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"class_reminders" boolean DEFAULT true NOT NULL,
	"booking_changes" boolean DEFAULT true NOT NULL,
	"teacher_feedback" boolean DEFAULT true NOT NULL,
	"practice_reminders" boolean DEFAULT true NOT NULL,
	"marketing_email" boolean DEFAULT false NOT NULL,
	"marketing_phone" boolean DEFAULT false NOT NULL,
	"marketing_whatsapp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD CONSTRAINT "calendar_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_email_preferences" ADD CONSTRAINT "student_email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_accounts_user_provider_key" ON "calendar_accounts" USING btree ("user_id","provider");