ALTER TABLE "club_events" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "pro_partners" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "club_events" ADD CONSTRAINT "club_events_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_partners" ADD CONSTRAINT "pro_partners_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;