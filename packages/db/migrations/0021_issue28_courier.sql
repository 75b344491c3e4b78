CREATE TABLE "courier_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"city" text NOT NULL,
	"pickup_place" text NOT NULL,
	"address" text,
	"branch_number" text,
	"contents" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"country_code" text NOT NULL,
	"pickup_date" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_failure" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"courier_lead_id" text,
	"failed_at" timestamp with time zone,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_requests_state_check" CHECK ("courier_requests"."state" in ('queued', 'delivered', 'failed')),
	CONSTRAINT "courier_requests_place_check" CHECK (("courier_requests"."pickup_place" = 'address' and "courier_requests"."address" is not null and "courier_requests"."branch_number" is null)
        or ("courier_requests"."pickup_place" = 'branch' and "courier_requests"."branch_number" is not null and "courier_requests"."address" is null))
);
--> statement-breakpoint
ALTER TABLE "courier_requests" ADD CONSTRAINT "courier_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_requests" ADD CONSTRAINT "courier_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_requests" ADD CONSTRAINT "courier_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_requests_company_idx" ON "courier_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "courier_requests_state_idx" ON "courier_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "courier_requests_created_idx" ON "courier_requests" USING btree ("created_at");