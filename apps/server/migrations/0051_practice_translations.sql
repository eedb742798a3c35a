ALTER TABLE "practice_exercises" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_grammar_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_lingobites" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;