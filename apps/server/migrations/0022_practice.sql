CREATE TABLE "content_error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"options" text[] NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "content_error_reports_target_check" CHECK ("content_error_reports"."target" IN ('vocabulary', 'grammar', 'exercise', 'lingobite')),
	CONSTRAINT "content_error_reports_options_check" CHECK (cardinality("content_error_reports"."options") >= 1 AND "content_error_reports"."options" <@ ARRAY['wrong_answer', 'typo', 'translation', 'audio', 'unclear', 'other']::text[])
);
--> statement-breakpoint
CREATE TABLE "exercise_results" (
	"student_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"score" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"answer" jsonb,
	"answered_at" timestamp with time zone,
	CONSTRAINT "exercise_results_pkey" PRIMARY KEY("student_id","exercise_id"),
	CONSTRAINT "exercise_results_status_check" CHECK ("exercise_results"."status" IN ('pending', 'completed')),
	CONSTRAINT "exercise_results_score_check" CHECK (("exercise_results"."status" = 'pending' AND "exercise_results"."score" IS NULL) OR ("exercise_results"."status" = 'completed' AND "exercise_results"."score" BETWEEN 0 AND 100))
);
--> statement-breakpoint
CREATE TABLE "flashcard_statuses" (
	"student_id" uuid NOT NULL,
	"vocabulary_item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flashcard_statuses_pkey" PRIMARY KEY("student_id","vocabulary_item_id"),
	CONSTRAINT "flashcard_statuses_status_check" CHECK ("flashcard_statuses"."status" IN ('new', 'known', 'not_yet'))
);
--> statement-breakpoint
CREATE TABLE "grammar_statuses" (
	"student_id" uuid NOT NULL,
	"grammar_item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grammar_statuses_pkey" PRIMARY KEY("student_id","grammar_item_id"),
	CONSTRAINT "grammar_statuses_status_check" CHECK ("grammar_statuses"."status" IN ('new', 'seen', 'mastered'))
);
--> statement-breakpoint
CREATE TABLE "lingobite_attempts" (
	"student_id" uuid NOT NULL,
	"lingobite_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "lingobite_attempts_pkey" PRIMARY KEY("student_id","lingobite_id"),
	CONSTRAINT "lingobite_attempts_score_check" CHECK ("lingobite_attempts"."score" IS NULL OR "lingobite_attempts"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "practice_exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"task_type" text NOT NULL,
	"task" jsonb NOT NULL,
	"explanation" text NOT NULL,
	CONSTRAINT "practice_exercises_kind_check" CHECK ("practice_exercises"."kind" IN ('homework', 'quiz')),
	CONSTRAINT "practice_exercises_task_type_check" CHECK ("practice_exercises"."task_type" IN ('multiple_choice', 'fill_gap', 'order_words', 'match_pairs'))
);
--> statement-breakpoint
CREATE TABLE "practice_grammar_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"title" text NOT NULL,
	"explanation" text NOT NULL,
	"examples" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_lingobites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"stages" jsonb NOT NULL,
	"outro" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_reviews_kind_check" CHECK ("practice_reviews"."kind" IN ('flashcard', 'quiz', 'practice_sequence')),
	CONSTRAINT "practice_reviews_rating_check" CHECK ("practice_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "practice_vocabulary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"term" text NOT NULL,
	"plural" text,
	"gender" text,
	"word_class" text NOT NULL,
	"sentence" text NOT NULL,
	"translation" jsonb NOT NULL,
	"sentence_translation" jsonb NOT NULL,
	"audio_url" text,
	CONSTRAINT "practice_vocabulary_items_word_class_check" CHECK ("practice_vocabulary_items"."word_class" IN ('adjective', 'adverb', 'noun', 'phrase', 'verb', 'other')),
	CONSTRAINT "practice_vocabulary_items_gender_check" CHECK ("practice_vocabulary_items"."gender" IN ('m', 'f', 'n'))
);
--> statement-breakpoint
CREATE TABLE "vocabulary_cards" (
	"student_id" uuid NOT NULL,
	"vocabulary_item_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"status" text NOT NULL,
	"level" smallint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vocabulary_cards_pkey" PRIMARY KEY("student_id","vocabulary_item_id"),
	CONSTRAINT "vocabulary_cards_status_check" CHECK ("vocabulary_cards"."status" IN ('new', 'reviewing', 'known')),
	CONSTRAINT "vocabulary_cards_state_check" CHECK ("vocabulary_cards"."state" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "vocabulary_review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"vocabulary_item_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"reps_before" integer NOT NULL,
	"status_after" text NOT NULL,
	"due_after" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vocabulary_review_logs_rating_check" CHECK ("vocabulary_review_logs"."rating" IN ('again', 'hard', 'good', 'easy'))
);
--> statement-breakpoint
ALTER TABLE "content_error_reports" ADD CONSTRAINT "content_error_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_results" ADD CONSTRAINT "exercise_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_results" ADD CONSTRAINT "exercise_results_exercise_id_practice_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."practice_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_statuses" ADD CONSTRAINT "flashcard_statuses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_statuses" ADD CONSTRAINT "flashcard_statuses_vocabulary_item_id_practice_vocabulary_items_id_fk" FOREIGN KEY ("vocabulary_item_id") REFERENCES "public"."practice_vocabulary_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_statuses" ADD CONSTRAINT "grammar_statuses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_statuses" ADD CONSTRAINT "grammar_statuses_grammar_item_id_practice_grammar_items_id_fk" FOREIGN KEY ("grammar_item_id") REFERENCES "public"."practice_grammar_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lingobite_attempts" ADD CONSTRAINT "lingobite_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lingobite_attempts" ADD CONSTRAINT "lingobite_attempts_lingobite_id_practice_lingobites_id_fk" FOREIGN KEY ("lingobite_id") REFERENCES "public"."practice_lingobites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exercises" ADD CONSTRAINT "practice_exercises_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_grammar_items" ADD CONSTRAINT "practice_grammar_items_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_lingobites" ADD CONSTRAINT "practice_lingobites_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD CONSTRAINT "practice_vocabulary_items_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_cards" ADD CONSTRAINT "vocabulary_cards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_cards" ADD CONSTRAINT "vocabulary_cards_vocabulary_item_id_practice_vocabulary_items_id_fk" FOREIGN KEY ("vocabulary_item_id") REFERENCES "public"."practice_vocabulary_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_review_logs" ADD CONSTRAINT "vocabulary_review_logs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_review_logs" ADD CONSTRAINT "vocabulary_review_logs_vocabulary_item_id_practice_vocabulary_items_id_fk" FOREIGN KEY ("vocabulary_item_id") REFERENCES "public"."practice_vocabulary_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_error_reports_open_idx" ON "content_error_reports" USING btree ("created_at") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "exercise_results_student_answered_idx" ON "exercise_results" USING btree ("student_id","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_exercises_lesson_position_key" ON "practice_exercises" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_grammar_items_lesson_key" ON "practice_grammar_items" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_lingobites_lesson_key" ON "practice_lingobites" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_reviews_student_kind_lesson_key" ON "practice_reviews" USING btree ("student_id","kind","lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_vocabulary_items_lesson_position_key" ON "practice_vocabulary_items" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "vocabulary_cards_student_due_idx" ON "vocabulary_cards" USING btree ("student_id","due");--> statement-breakpoint
CREATE INDEX "vocabulary_review_logs_student_time_idx" ON "vocabulary_review_logs" USING btree ("student_id","reviewed_at");