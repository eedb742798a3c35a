DROP INDEX "practice_vocabulary_items_lesson_position_key";--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD COLUMN "class_word_key" text;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD CONSTRAINT "practice_vocabulary_items_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD CONSTRAINT "practice_vocabulary_items_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_vocabulary_items_lesson_student_idx" ON "practice_vocabulary_items" USING btree ("lesson_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_vocabulary_items_class_word_key" ON "practice_vocabulary_items" USING btree ("class_id","student_id","class_word_key");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_vocabulary_items_lesson_position_key" ON "practice_vocabulary_items" USING btree ("lesson_id","position") WHERE class_id IS NULL;--> statement-breakpoint
ALTER TABLE "practice_vocabulary_items" ADD CONSTRAINT "practice_vocabulary_items_class_word_check" CHECK ((class_id IS NULL AND student_id IS NULL AND class_word_key IS NULL) OR (class_id IS NOT NULL AND student_id IS NOT NULL AND class_word_key IS NOT NULL));