CREATE TABLE "chat_canned_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_uk" text NOT NULL,
	"title_en" text NOT NULL,
	"text_uk" text NOT NULL,
	"text_en" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"assignee_id" uuid,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"last_side" text,
	"last_company_message_id" bigint DEFAULT 0 NOT NULL,
	"last_office_message_id" bigint DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"company_read_id" bigint DEFAULT 0 NOT NULL,
	"office_read_id" bigint DEFAULT 0 NOT NULL,
	"company_mailed_id" bigint DEFAULT 0 NOT NULL,
	"office_mailed_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"file_id" uuid,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_side" CHECK ("chat_messages"."side" in ('company', 'office'))
);
--> statement-breakpoint
CREATE TABLE "chat_stream" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_stream_one_row" CHECK ("chat_stream"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "feedback_answers" (
	"feedback_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_canned_answers" ADD CONSTRAINT "chat_canned_answers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_feedback_id_feedback_messages_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_company_idx" ON "chat_conversations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_inbox_idx" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_office_unread_idx" ON "chat_conversations" USING btree ("id") WHERE "chat_conversations"."last_company_message_id" > "chat_conversations"."office_read_id";--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("conversation_id","author_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_file_idx" ON "chat_messages" USING btree ("file_id") WHERE "chat_messages"."file_id" is not null;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_messages_user_idx" ON "feedback_messages" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "chat_stream" ("id", "last_id") VALUES (1, 0);
