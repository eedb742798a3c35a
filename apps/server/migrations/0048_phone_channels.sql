CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" IN ('sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "phone_channels" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"codes_in_window" integer DEFAULT 0 NOT NULL,
	"send_window_started_at" timestamp with time zone,
	"sms_reminders" boolean DEFAULT false NOT NULL,
	"whatsapp_reminders" boolean DEFAULT false NOT NULL,
	"sms_refused_at" timestamp with time zone,
	"whatsapp_refused_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_channels" ADD CONSTRAINT "phone_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");