CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"old_amount_cents" integer NOT NULL,
	"new_amount_cents" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"announced_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" uuid,
	"store_applied_at" timestamp with time zone,
	CONSTRAINT "price_changes_currency_check" CHECK ("price_changes"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "price_changes_amount_check" CHECK ("price_changes"."new_amount_cents" > 0 AND "price_changes"."old_amount_cents" > 0),
	CONSTRAINT "price_changes_notice_check" CHECK ("price_changes"."effective_at" > "price_changes"."announced_at")
);
--> statement-breakpoint
CREATE TABLE "subscription_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_change_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"applies_from" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_period_start" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_price_changes_status_check" CHECK ("subscription_price_changes"."status" IN ('pending', 'applied', 'cancelled', 'superseded')),
	CONSTRAINT "subscription_price_changes_applied_check" CHECK (("subscription_price_changes"."status" = 'applied') = ("subscription_price_changes"."applied_at" IS NOT NULL AND "subscription_price_changes"."applied_period_start" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price_changes" ADD CONSTRAINT "subscription_price_changes_price_change_id_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."price_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price_changes" ADD CONSTRAINT "subscription_price_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price_changes" ADD CONSTRAINT "subscription_price_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_variant_idx" ON "price_changes" USING btree ("variant_id","currency","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_changes_one_scheduled" ON "price_changes" USING btree ("variant_id","currency") WHERE cancelled_at IS NULL AND store_applied_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_price_changes_once" ON "subscription_price_changes" USING btree ("price_change_id","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_price_changes_one_pending" ON "subscription_price_changes" USING btree ("subscription_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "subscription_price_changes_student_idx" ON "subscription_price_changes" USING btree ("student_id");