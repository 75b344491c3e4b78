CREATE TABLE "stored_file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_unattached_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."attached_at" is null;--> statement-breakpoint
-- Decision 036: PDFs and pictures are compressed already; PostgreSQL keeps chunks out of line
-- without trying to compress them again (STORAGE EXTERNAL).
ALTER TABLE "stored_file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Decision 036: a file kept before keeps its bytes as one chunk (read the same way, a chunk at a
-- time), and every such file was named by a record when it was kept.
INSERT INTO "stored_file_chunks" ("file_id", "seq", "bytes") SELECT "id", 0, "bytes" FROM "stored_files";--> statement-breakpoint
UPDATE "stored_files" SET "attached_at" = "created_at";--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "bytes";