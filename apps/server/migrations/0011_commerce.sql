CREATE TABLE "commerce_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"coupon_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"amount_currency" text,
	"lifetime" boolean DEFAULT false NOT NULL,
	"currencies" text[],
	"product_types" text[],
	"variant_ids" uuid[],
	"section_ids" uuid[],
	"user_id" uuid,
	"new_users_only" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_check" CHECK (("coupons"."percent_off" IS NULL) <> ("coupons"."amount_off_cents" IS NULL) AND ("coupons"."percent_off" IS NULL OR "coupons"."percent_off" BETWEEN 1 AND 100) AND ("coupons"."amount_off_cents" IS NULL OR ("coupons"."amount_off_cents" >= 1 AND "coupons"."amount_currency" IS NOT NULL))),
	CONSTRAINT "coupons_redemptions_check" CHECK ("coupons"."max_redemptions" IS NULL OR "coupons"."redemptions" <= "coupons"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "once_purchases" (
	"student_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	CONSTRAINT "once_purchases_student_id_variant_id_pk" PRIMARY KEY("student_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "payment_locks" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"holder_name" text,
	"email" text,
	"fingerprint" text NOT NULL,
	"processor" text NOT NULL,
	"processor_token" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_type_check" CHECK ("payment_methods"."type" IN ('card', 'paypal', 'sepa_debit')),
	CONSTRAINT "payment_methods_brand_check" CHECK ("payment_methods"."brand" IN ('visa', 'mastercard', 'amex', 'paypal', 'sepa'))
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"plan_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_blocks" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"group_credits" integer DEFAULT 0 NOT NULL,
	"private_credits" integer DEFAULT 0 NOT NULL,
	"recurrence_weeks" integer,
	"duration_weeks" integer,
	"with_trial" boolean DEFAULT false NOT NULL,
	"purchasable_once" boolean DEFAULT false NOT NULL,
	"can_use_coupon" boolean DEFAULT true NOT NULL,
	"recurring_special_type" text,
	"section_id" uuid,
	"curriculum_id" uuid,
	"stores" text[] DEFAULT ARRAY['store']::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_variants_type_check" CHECK ("product_variants"."type" IN ('flex', 'sprint', 'teams', 'extra_credits')),
	CONSTRAINT "product_variants_plan_type_check" CHECK ("product_variants"."plan_type" IN ('monthly', 'marathon', 'package')),
	CONSTRAINT "product_variants_credits_check" CHECK ("product_variants"."group_credits" >= 0 AND "product_variants"."private_credits" >= 0 AND "product_variants"."group_credits" + "product_variants"."private_credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"purpose" text DEFAULT 'new' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"referral_discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"charge_total_cents" integer NOT NULL,
	"coupon_id" uuid,
	"referrer_id" uuid,
	"with_trial" boolean DEFAULT false NOT NULL,
	"trial_credit_kind" text,
	"sprint_id" uuid,
	"section_id" uuid,
	"subscription_id" uuid,
	"payment_method_id" uuid,
	"next_action_reference" text,
	"next_action_type" text,
	"agreements_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "purchases_type_check" CHECK ("purchases"."type" IN ('flex', 'sprint', 'teams', 'extra_credits')),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" IN ('draft', 'requires_action', 'processing', 'succeeded', 'failed', 'withdrawn')),
	CONSTRAINT "purchases_currency_check" CHECK ("purchases"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "purchases_trial_kind_check" CHECK ("purchases"."trial_credit_kind" IN ('group', 'private')),
	CONSTRAINT "purchases_amounts_check" CHECK ("purchases"."subtotal_cents" >= 0 AND "purchases"."discount_cents" >= 0 AND "purchases"."total_cents" = "purchases"."subtotal_cents" - "purchases"."discount_cents" AND "purchases"."charge_total_cents" >= 0 AND "purchases"."charge_total_cents" <= "purchases"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reward_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" IN ('pending', 'rewarded', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"section_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_weeks" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"student_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"relates_to_invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"country_code" text,
	"items" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone,
	CONSTRAINT "student_invoices_kind_check" CHECK ("student_invoices"."kind" IN ('invoice', 'credit_memo')),
	CONSTRAINT "student_invoices_sum_check" CHECK ("student_invoices"."net_cents" + "student_invoices"."vat_cents" = "student_invoices"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "subscription_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"planned_ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "subscription_pauses_status_check" CHECK ("subscription_pauses"."status" IN ('scheduled', 'active', 'completed', 'cancelled')),
	CONSTRAINT "subscription_pauses_time_check" CHECK ("subscription_pauses"."ends_at" >= "subscription_pauses"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"coupon_id" uuid,
	"section_id" uuid,
	"sprint_id" uuid,
	"payment_method_id" uuid,
	"purchase_id" uuid,
	"previous_subscription_id" uuid,
	"trial_started_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"trial_credit_kind" text,
	"starts_at" timestamp with time zone NOT NULL,
	"original_starts_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reasons" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"cancel_feedback" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_type_check" CHECK ("subscriptions"."type" IN ('monthly', 'marathon', 'package')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" IN ('trial', 'active', 'past_due', 'pending', 'cancelled', 'suspended', 'expired', 'waiting', 'deleted')),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "subscriptions_discount_check" CHECK ("subscriptions"."discount_percent" BETWEEN 0 AND 100),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."current_period_end" IS NULL OR "subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "test_processor_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"fingerprint" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_processor_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"method_token" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"sequence" integer NOT NULL,
	"error_code" text,
	"next_action" text,
	"settled_cents" integer DEFAULT 0 NOT NULL,
	"refund_of" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"purchase_id" uuid,
	"subscription_id" uuid,
	"period_start" timestamp with time zone,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_method_id" uuid,
	"fingerprint" text,
	"processor" text NOT NULL,
	"processor_ref" text,
	"processor_sequence" integer DEFAULT 0 NOT NULL,
	"refund_of" uuid,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" IN ('charge', 'refund', 'verification', 'verification_refund')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" IN ('pending', 'requires_action', 'processing', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "transactions_currency_check" CHECK ("transactions"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount_cents" >= 0 AND "transactions"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trial_fingerprints" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "variant_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency"),
	CONSTRAINT "variant_prices_currency_check" CHECK ("variant_prices"."currency" IN ('BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD')),
	CONSTRAINT "variant_prices_amount_check" CHECK ("variant_prices"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"sequence" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "once_purchases" ADD CONSTRAINT "once_purchases_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "once_purchases" ADD CONSTRAINT "once_purchases_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "once_purchases" ADD CONSTRAINT "once_purchases_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_locks" ADD CONSTRAINT "payment_locks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprints" ADD CONSTRAINT "sprints_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_invoices" ADD CONSTRAINT "student_invoices_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_invoices" ADD CONSTRAINT "student_invoices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_fingerprints" ADD CONSTRAINT "trial_fingerprints_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_purchase_key" ON "coupon_redemptions" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_methods_student_idx" ON "payment_methods" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("student_id") WHERE is_default AND removed_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_slug_key" ON "product_variants" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "purchases_student_idx" ON "purchases" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_key" ON "referrals" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprints_slug_key" ON "sprints" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sprints_section_start_idx" ON "sprints" USING btree ("section_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_invoices_number_key" ON "student_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "student_invoices_transaction_key" ON "student_invoices" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "student_invoices_student_idx" ON "student_invoices" USING btree ("student_id","issued_at");--> statement-breakpoint
CREATE INDEX "subscription_pauses_student_idx" ON "subscription_pauses" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_pauses_once_per_cycle" ON "subscription_pauses" USING btree ("subscription_id","cycle_start") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "subscriptions_student_idx" ON "subscriptions" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_current" ON "subscriptions" USING btree ("student_id") WHERE status IN ('trial', 'active', 'past_due', 'pending', 'cancelled', 'suspended');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_next" ON "subscriptions" USING btree ("student_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "test_processor_payments_idem_key" ON "test_processor_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_processor_ref_key" ON "transactions" USING btree ("processor","processor_ref");--> statement-breakpoint
CREATE INDEX "transactions_student_idx" ON "transactions" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_purchase_idx" ON "transactions" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_charge_per_period" ON "transactions" USING btree ("subscription_id","period_start") WHERE kind = 'charge' AND period_start IS NOT NULL AND status IN ('pending', 'requires_action', 'processing', 'succeeded', 'refunded');