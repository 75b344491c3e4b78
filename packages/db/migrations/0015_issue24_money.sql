CREATE TABLE "payment_callback_refusals" (
	"provider" text NOT NULL,
	"verdict" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sample" jsonb NOT NULL,
	"last_ip" text,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callback_refusals_provider_verdict_hour_pk" PRIMARY KEY("provider","verdict","hour")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_months" integer;--> statement-breakpoint
-- Invoices issued before: the period their tariff had (the best record there is of what they stated).
UPDATE "invoices" SET "period_months" = "tariffs"."period_months" FROM "tariffs" WHERE "tariffs"."id" = "invoices"."tariff_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "period_months" SET NOT NULL;