CREATE TABLE "feature_flags" (
	"key" text NOT NULL,
	"environment" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rule" text NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"role" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "feature_flags_key_environment_pk" PRIMARY KEY("key","environment"),
	CONSTRAINT "feature_flags_key_check" CHECK ("feature_flags"."key" ~ '^[a-z][a-z0-9_]{2,79}$'),
	CONSTRAINT "feature_flags_environment_check" CHECK ("feature_flags"."environment" IN ('development', 'test', 'production')),
	CONSTRAINT "feature_flags_rule_check" CHECK ("feature_flags"."rule" IN ('nobody', 'everyone', 'percentage', 'users', 'role')),
	CONSTRAINT "feature_flags_percentage_check" CHECK ("feature_flags"."percentage" BETWEEN 0 AND 100),
	CONSTRAINT "feature_flags_role_check" CHECK ("feature_flags"."role" IS NULL OR "feature_flags"."role" IN ('student', 'teacher', 'admin'))
);
--> statement-breakpoint
-- One mechanism (decision 096): every commerce flag becomes the same rule in every environment
-- (the table was not per environment, so each environment had these values).
INSERT INTO "feature_flags" ("key", "environment", "rule", "updated_at")
SELECT f."key", e."environment", CASE WHEN f."enabled" THEN 'everyone' ELSE 'nobody' END, f."updated_at"
FROM "commerce_flags" f CROSS JOIN (VALUES ('development'), ('test'), ('production')) AS e("environment")
WHERE f."key" ~ '^[a-z][a-z0-9_]{2,79}$'
ON CONFLICT DO NOTHING;
