ALTER TABLE "lessons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "practice_exercises" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_exercises" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_exercises" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "practice_grammar_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_grammar_items" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_grammar_items" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "practice_lingobites" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_lingobites" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_lingobites" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exercises" ADD CONSTRAINT "practice_exercises_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_grammar_items" ADD CONSTRAINT "practice_grammar_items_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_lingobites" ADD CONSTRAINT "practice_lingobites_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD CONSTRAINT "practice_vocabulary_items_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD CONSTRAINT "practice_vocabulary_items_removed_check" CHECK ("practice_vocabulary_items"."removed_at" IS NULL OR ("practice_vocabulary_items"."edited_at" IS NOT NULL AND "practice_vocabulary_items"."class_id" IS NULL));