CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"notification_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" IN ('class_24h', 'class_15m', 'teacher_class_15m', 'log_due_4h', 'trial_ending_2d', 'payment_failed', 'feedback_ready')),
	CONSTRAINT "reminder_deliveries_channel_check" CHECK ("reminder_deliveries"."channel" IN ('feed', 'email', 'push', 'sms', 'whatsapp')),
	CONSTRAINT "reminder_deliveries_state_check" CHECK ("reminder_deliveries"."state" IN ('sent', 'held', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "teacher_notification_settings" ADD COLUMN "class_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_notification_settings" ADD COLUMN "log_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_notification_id_student_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."student_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once" ON "reminder_deliveries" USING btree ("kind","subject","recipient_id","channel");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_recipient_idx" ON "reminder_deliveries" USING btree ("recipient_id","created_at");