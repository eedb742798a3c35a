CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"context" jsonb NOT NULL,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	"attachment" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_topic_check" CHECK ("support_tickets"."topic" IN ('classes_and_booking', 'subscription_and_billing', 'technical_problem', 'account_and_data', 'other')),
	CONSTRAINT "support_tickets_attachment_check" CHECK (("support_tickets"."attachment" IS NULL) = ("support_tickets"."attachment_type" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "close_feedback" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","created_at");