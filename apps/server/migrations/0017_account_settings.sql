ALTER TABLE "user_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_address" jsonb;