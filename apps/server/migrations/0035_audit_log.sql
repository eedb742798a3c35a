CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_id" uuid NOT NULL,
	"acting_as_id" uuid,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"request" jsonb,
	"before" jsonb,
	"after" jsonb,
	"outcome" text NOT NULL,
	"error_code" text,
	"request_id" text,
	"ip" text,
	CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" IN ('done', 'refused')),
	CONSTRAINT "audit_log_error_code_check" CHECK (("audit_log"."outcome" = 'refused') = ("audit_log"."error_code" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "audit_log_occurred_idx" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_id");