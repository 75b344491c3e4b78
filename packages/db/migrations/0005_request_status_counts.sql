CREATE TABLE "request_status_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_status_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
-- Decision 016: the counts follow every insert, status change and delete of both request tables,
-- in the writing transaction. One statement per change, its counters taken in status order, so two
-- transactions never wait for each other's counters in opposite orders.
CREATE FUNCTION "request_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "request_status_counts" AS c ("kind", "status", "count")
    SELECT TG_ARGV[0], "status", count(*) FROM new_rows GROUP BY "status" ORDER BY "status"
    ON CONFLICT ("kind", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "request_status_counts" AS c ("kind", "status", "count")
    SELECT TG_ARGV[0], "status", -count(*) FROM old_rows GROUP BY "status" ORDER BY "status"
    ON CONFLICT ("kind", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSE
    INSERT INTO "request_status_counts" AS c ("kind", "status", "count")
    SELECT TG_ARGV[0], d."status", sum(d."delta") FROM (
      SELECT n."status", 1 AS "delta" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."status" <> o."status"
      UNION ALL
      SELECT o."status", -1 FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."status" <> o."status"
    ) d
    GROUP BY d."status" HAVING sum(d."delta") <> 0 ORDER BY d."status"
    ON CONFLICT ("kind", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sales_market_counts_insert" AFTER INSERT ON "sales_market_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"('sales_market');
--> statement-breakpoint
CREATE TRIGGER "sales_market_counts_update" AFTER UPDATE ON "sales_market_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"('sales_market');
--> statement-breakpoint
CREATE TRIGGER "sales_market_counts_delete" AFTER DELETE ON "sales_market_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"('sales_market');
--> statement-breakpoint
CREATE TRIGGER "check_list_counts_insert" AFTER INSERT ON "check_list_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"('check_list');
--> statement-breakpoint
CREATE TRIGGER "check_list_counts_update" AFTER UPDATE ON "check_list_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"('check_list');
--> statement-breakpoint
CREATE TRIGGER "check_list_counts_delete" AFTER DELETE ON "check_list_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"('check_list');
--> statement-breakpoint
-- The requests written before this migration; the triggers above already hold the tables' write
-- locks, so no request can be written between this count and the commit.
INSERT INTO "request_status_counts" ("kind", "status", "count")
SELECT 'sales_market', "status", count(*) FROM "sales_market_applications" GROUP BY "status"
UNION ALL
SELECT 'check_list', "status", count(*) FROM "check_list_requests" GROUP BY "status";
