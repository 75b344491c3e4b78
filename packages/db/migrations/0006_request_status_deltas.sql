-- Decision 017: the kept counts of decision 016 become insert-only deltas. Counters upserted in
-- one shared row per status made two transactions that each changed counts twice wait for each
-- other's rows in opposite orders (a deadlock), and made every write of a status wait for the one
-- before it. Deltas are only inserted, so writers never wait here; readers fold them.
--
-- Writers are held off the request tables until this migration commits, so that no count is
-- written to the old table after it is copied.
LOCK TABLE "sales_market_applications", "check_list_requests" IN SHARE MODE;
--> statement-breakpoint
CREATE TABLE "request_status_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_status_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_status_deltas_kind_idx" ON "request_status_deltas" USING btree ("kind","status");
--> statement-breakpoint
INSERT INTO "request_status_deltas" ("kind", "status", "delta")
SELECT "kind", "status", "count" FROM "request_status_counts" WHERE "count" <> 0 ORDER BY "kind", "status";
--> statement-breakpoint
-- The triggers of migration 0005 keep calling this function by name.
CREATE OR REPLACE FUNCTION "request_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "request_status_deltas" ("kind", "status", "delta")
    SELECT TG_ARGV[0], "status", count(*) FROM new_rows GROUP BY "status";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "request_status_deltas" ("kind", "status", "delta")
    SELECT TG_ARGV[0], "status", -count(*) FROM old_rows GROUP BY "status";
  ELSE
    INSERT INTO "request_status_deltas" ("kind", "status", "delta")
    SELECT TG_ARGV[0], d."status", sum(d."delta") FROM (
      SELECT n."status", 1 AS "delta" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."status" <> o."status"
      UNION ALL
      SELECT o."status", -1 FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."status" <> o."status"
    ) d
    GROUP BY d."status" HAVING sum(d."delta") <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A truncate fires no row triggers; it empties the kind's counts instead.
CREATE FUNCTION "request_status_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "request_status_deltas" WHERE "kind" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sales_market_counts_truncate" AFTER TRUNCATE ON "sales_market_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_clear"('sales_market');
--> statement-breakpoint
CREATE TRIGGER "check_list_counts_truncate" AFTER TRUNCATE ON "check_list_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_clear"('check_list');
--> statement-breakpoint
DROP TABLE "request_status_counts";
