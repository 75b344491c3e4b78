ALTER TABLE "hs_chapters" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_chapters" ADD COLUMN "search_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_headings" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_headings" ADD COLUMN "search_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_subheadings" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_subheadings" ADD COLUMN "search_notes" text DEFAULT '' NOT NULL;