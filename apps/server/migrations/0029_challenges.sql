CREATE TABLE "challenge_participants" (
	"challenge_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"hide_name" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"prize_granted_at" timestamp with time zone,
	"result_notified_at" timestamp with time zone,
	CONSTRAINT "challenge_participants_pkey" PRIMARY KEY("challenge_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"month" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"target" integer NOT NULL,
	"prize_group_credits" integer NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenges_bounds_check" CHECK ("challenges"."ends_at" > "challenges"."starts_at"),
	CONSTRAINT "challenges_target_check" CHECK ("challenges"."target" > 0),
	CONSTRAINT "challenges_prize_check" CHECK ("challenges"."prize_group_credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_grants" DROP CONSTRAINT "credit_grants_source_check";--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_student_idx" ON "challenge_participants" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_slug_key" ON "challenges" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_month_key" ON "challenges" USING btree ("month");--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_source_check" CHECK ("credit_grants"."source" IN ('purchase', 'trial', 'admin', 'referral', 'refund', 'conversion', 'seed', 'challenge'));