CREATE TABLE "placement_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"section_id" uuid NOT NULL,
	"user_id" uuid,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"current_item_id" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_level" text,
	"result_sublevel" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claim_outcome" text,
	CONSTRAINT "placement_attempts_state_check" CHECK ("placement_attempts"."state" IN ('in_progress', 'finished')),
	CONSTRAINT "placement_attempts_claim_outcome_check" CHECK ("placement_attempts"."claim_outcome" IN ('moved', 'has_classes', 'other_language_subscription', 'no_module')),
	CONSTRAINT "placement_attempts_claim_check" CHECK ("placement_attempts"."claimed_at" IS NULL OR ("placement_attempts"."user_id" IS NOT NULL AND "placement_attempts"."claim_outcome" IS NOT NULL)),
	CONSTRAINT "placement_attempts_sublevel_check" CHECK ("placement_attempts"."result_sublevel" IS NULL OR "placement_attempts"."result_sublevel" BETWEEN 1 AND 3),
	CONSTRAINT "placement_attempts_result_check" CHECK (("placement_attempts"."state" = 'finished' AND "placement_attempts"."result_level" IS NOT NULL AND "placement_attempts"."finished_at" IS NOT NULL AND "placement_attempts"."current_item_id" IS NULL)
        OR ("placement_attempts"."state" = 'in_progress' AND "placement_attempts"."result_level" IS NULL AND "placement_attempts"."finished_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "placement_attempts" ADD CONSTRAINT "placement_attempts_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_attempts" ADD CONSTRAINT "placement_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_attempts_token_key" ON "placement_attempts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "placement_attempts_user_section_idx" ON "placement_attempts" USING btree ("user_id","section_id","started_at");