CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_list_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "check_list_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 501 CACHE 1),
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"category" text NOT NULL,
	"area_of_activity" text NOT NULL,
	"product_name" text NOT NULL,
	"hs_section" text,
	"hs_group" text,
	"hs_product_item" text,
	"target_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_market_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "sales_market_applications_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_position" text DEFAULT '' NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"product_step_at" timestamp with time zone,
	"product_name_uk" text DEFAULT '' NOT NULL,
	"product_name_en" text DEFAULT '' NOT NULL,
	"hs_section" text,
	"hs_group" text,
	"hs_product_item" text,
	"description" text DEFAULT '' NOT NULL,
	"production_capacity" numeric(16, 3),
	"capacity_unit" text,
	"capacity_period" text,
	"price_minor" bigint,
	"currency" text,
	"price_unit" text,
	"incoterms" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_order" numeric(16, 3),
	"minimum_order_unit" text,
	"certificates" text DEFAULT '' NOT NULL,
	"exported_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"country_code" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"shared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_requests" ADD CONSTRAINT "check_list_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_list_requests" ADD CONSTRAINT "check_list_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_market_applications" ADD CONSTRAINT "sales_market_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_market_applications" ADD CONSTRAINT "sales_market_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_contacts" ADD CONSTRAINT "shared_contacts_application_id_sales_market_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."sales_market_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_contacts" ADD CONSTRAINT "shared_contacts_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "check_list_company_idx" ON "check_list_requests" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "check_list_status_idx" ON "check_list_requests" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_status_changes_request_idx" ON "request_status_changes" USING btree ("kind","request_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_market_company_idx" ON "sales_market_applications" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_market_status_idx" ON "sales_market_applications" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "sales_market_number_idx" ON "sales_market_applications" USING btree ("number");--> statement-breakpoint
CREATE INDEX "shared_contacts_application_idx" ON "shared_contacts" USING btree ("application_id","created_at");