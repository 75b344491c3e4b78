CREATE TABLE "report_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "report_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 501 CACHE 1),
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"country" text NOT NULL,
	"provider_company_id" text NOT NULL,
	"company_name" text NOT NULL,
	"company_code" text NOT NULL,
	"company_address" text NOT NULL,
	"quote_id" text NOT NULL,
	"provider_price_minor" bigint NOT NULL,
	"margin_basis_points" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text DEFAULT 'UAH' NOT NULL,
	"status" text DEFAULT 'awaiting_confirmation' NOT NULL,
	"confirm_until" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"provider_order_id" text,
	"placed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"report_file_id" uuid,
	"failed_at" timestamp with time zone,
	"failure" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_subject_names_what_it_sells";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "report_order_id" uuid;--> statement-breakpoint
ALTER TABLE "report_orders" ADD CONSTRAINT "report_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_orders" ADD CONSTRAINT "report_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_orders" ADD CONSTRAINT "report_orders_report_file_id_stored_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_requests" ADD CONSTRAINT "courier_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_requests" ADD CONSTRAINT "courier_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_requests" ADD CONSTRAINT "courier_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_orders_company_idx" ON "report_orders" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_orders_status_idx" ON "report_orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "courier_requests_company_idx" ON "courier_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "courier_requests_state_idx" ON "courier_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "courier_requests_created_idx" ON "courier_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_report_order_id_report_orders_id_fk" FOREIGN KEY ("report_order_id") REFERENCES "public"."report_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_report_order_unique" ON "invoices" USING btree ("report_order_id") WHERE "invoices"."report_order_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subject_names_what_it_sells" CHECK (("invoices"."subject" = 'subscription' and "invoices"."tariff_id" is not null and "invoices"."period_months" is not null and "invoices"."service_order_id" is null and "invoices"."report_order_id" is null)
        or ("invoices"."subject" = 'catalog_order' and "invoices"."service_order_id" is not null and "invoices"."tariff_id" is null and "invoices"."period_months" is null and "invoices"."report_order_id" is null)
        or ("invoices"."subject" = 'report_order' and "invoices"."report_order_id" is not null and "invoices"."tariff_id" is null and "invoices"."period_months" is null and "invoices"."service_order_id" is null));