CREATE TABLE "data_imports" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hs_chapters" (
	"code" text PRIMARY KEY NOT NULL,
	"section_number" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_uk" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_headings" (
	"code" text PRIMARY KEY NOT NULL,
	"chapter_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uk" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_sections" (
	"code" text PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_uk" text NOT NULL,
	"chapter_from" text NOT NULL,
	"chapter_to" text NOT NULL,
	CONSTRAINT "hs_sections_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "hs_subheadings" (
	"code" text PRIMARY KEY NOT NULL,
	"heading_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uk" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hs_chapters" ADD CONSTRAINT "hs_chapters_section_number_hs_sections_number_fk" FOREIGN KEY ("section_number") REFERENCES "public"."hs_sections"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hs_headings" ADD CONSTRAINT "hs_headings_chapter_code_hs_chapters_code_fk" FOREIGN KEY ("chapter_code") REFERENCES "public"."hs_chapters"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hs_subheadings" ADD CONSTRAINT "hs_subheadings_heading_code_hs_headings_code_fk" FOREIGN KEY ("heading_code") REFERENCES "public"."hs_headings"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_outbox_recipient_idx" ON "dev_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_at") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "hs_chapters_section_idx" ON "hs_chapters" USING btree ("section_number");--> statement-breakpoint
CREATE INDEX "hs_headings_chapter_idx" ON "hs_headings" USING btree ("chapter_code");--> statement-breakpoint
CREATE INDEX "hs_subheadings_heading_idx" ON "hs_subheadings" USING btree ("heading_code");