CREATE TABLE "class_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"teacher_rating" integer NOT NULL,
	"material_rating" integer NOT NULL,
	"technical_quality" integer,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_reviews_ratings_check" CHECK ("class_reviews"."teacher_rating" BETWEEN 1 AND 5 AND "class_reviews"."material_rating" BETWEEN 1 AND 5 AND ("class_reviews"."technical_quality" IS NULL OR "class_reviews"."technical_quality" BETWEEN 1 AND 5))
);
--> statement-breakpoint
CREATE TABLE "classroom_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "classroom_events_kind_check" CHECK ("classroom_events"."kind" IN ('joined', 'left', 'admitted', 'denied', 'removed', 'started', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_events" ADD CONSTRAINT "classroom_events_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_events" ADD CONSTRAINT "classroom_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_reviews_class_student_key" ON "class_reviews" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE INDEX "class_reviews_teacher_created_idx" ON "class_reviews" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "classroom_events_class_at_idx" ON "classroom_events" USING btree ("class_id","at");