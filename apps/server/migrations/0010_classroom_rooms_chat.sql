CREATE TABLE "classroom_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" text NOT NULL,
	"class_id" uuid,
	"author_user_id" uuid,
	"author_peer_id" text NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "classroom_chat_role_check" CHECK ("classroom_chat_messages"."author_role" IN ('teacher', 'student', 'observer')),
	CONSTRAINT "classroom_chat_text_check" CHECK (char_length("classroom_chat_messages"."text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "classroom_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"class_id" uuid,
	"is_demo" boolean DEFAULT false NOT NULL,
	"owner_user_id" uuid,
	"owner_ip" text,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "classroom_rooms_kind_check" CHECK ("classroom_rooms"."is_demo" = ("classroom_rooms"."class_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "classroom_chat_messages" ADD CONSTRAINT "classroom_chat_messages_room_id_classroom_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."classroom_rooms"("room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_chat_messages" ADD CONSTRAINT "classroom_chat_messages_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_chat_messages" ADD CONSTRAINT "classroom_chat_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_chat_messages" ADD CONSTRAINT "classroom_chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_rooms" ADD CONSTRAINT "classroom_rooms_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_rooms" ADD CONSTRAINT "classroom_rooms_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_chat_room_created_idx" ON "classroom_chat_messages" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_rooms_class_key" ON "classroom_rooms" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "classroom_rooms_demo_owner_idx" ON "classroom_rooms" USING btree ("owner_user_id","created_at") WHERE is_demo;--> statement-breakpoint
CREATE INDEX "classroom_rooms_demo_ip_idx" ON "classroom_rooms" USING btree ("owner_ip","created_at") WHERE is_demo;