ALTER TABLE "invoices" ALTER COLUMN "tariff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "period_months" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subject" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_service_order_unique" ON "invoices" USING btree ("service_order_id") WHERE "invoices"."service_order_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subject_names_what_it_sells" CHECK (("invoices"."subject" = 'subscription' and "invoices"."tariff_id" is not null and "invoices"."period_months" is not null and "invoices"."service_order_id" is null)
        or ("invoices"."subject" = 'catalog_order' and "invoices"."service_order_id" is not null and "invoices"."tariff_id" is null and "invoices"."period_months" is null));