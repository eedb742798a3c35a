CREATE TABLE "experience_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "experience_reviews_kind_check" CHECK ("experience_reviews"."kind" IN ('booking_experience', 'personalized', 'feature_usefulness')),
	CONSTRAINT "experience_reviews_rating_check" CHECK ("experience_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "experience_reviews_comment_check" CHECK (char_length("experience_reviews"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "review_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"shown_at" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "review_prompts_kind_check" CHECK ("review_prompts"."kind" IN ('booking_experience', 'personalized', 'feature_usefulness')),
	CONSTRAINT "review_prompts_day_check" CHECK ("review_prompts"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "experience_reviews" ADD CONSTRAINT "experience_reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_prompts" ADD CONSTRAINT "review_prompts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_reviews_student_idx" ON "experience_reviews" USING btree ("student_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "experience_reviews_kind_created_idx" ON "experience_reviews" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_prompts_student_day_key" ON "review_prompts" USING btree ("student_id","day");