CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question_uk" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_uk" text NOT NULL,
	"answer_en" text NOT NULL,
	"on_landing" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_uk" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_uk" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_uk" jsonb NOT NULL,
	"body_en" jsonb NOT NULL,
	"effective_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_en" text NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seo_entries" (
	"path" text PRIMARY KEY NOT NULL,
	"title_uk" text NOT NULL,
	"title_en" text NOT NULL,
	"description_uk" text NOT NULL,
	"description_en" text NOT NULL,
	"keywords_uk" text DEFAULT '' NOT NULL,
	"keywords_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_feature_values" (
	"tariff_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"included" boolean NOT NULL,
	"note_uk" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "tariff_feature_values_tariff_id_feature_id_pk" PRIMARY KEY("tariff_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "tariff_features" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tariff_features_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_en" text NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text DEFAULT 'UAH' NOT NULL,
	"period_months" integer NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"trial_days" integer,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tariffs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "country_actions" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"geo_country_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title_uk" text NOT NULL,
	"title_en" text NOT NULL,
	"description_uk" text NOT NULL,
	"description_en" text NOT NULL,
	"city_uk" text DEFAULT '' NOT NULL,
	"city_en" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "country_actions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "geo_countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"region" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"info_uk" jsonb NOT NULL,
	"info_en" jsonb NOT NULL,
	CONSTRAINT "geo_countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_en" text NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"is_free" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importer_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"company_name" text NOT NULL,
	"country_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_position" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"hs_code" text NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"unit" text NOT NULL,
	"target_price_minor" bigint,
	"currency" text,
	"incoterms" text NOT NULL,
	"deadline" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_feature_values" ADD CONSTRAINT "tariff_feature_values_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_feature_values" ADD CONSTRAINT "tariff_feature_values_feature_id_tariff_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."tariff_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_actions" ADD CONSTRAINT "country_actions_geo_country_id_geo_countries_id_fk" FOREIGN KEY ("geo_country_id") REFERENCES "public"."geo_countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_questions_category_idx" ON "faq_questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "country_actions_country_idx" ON "country_actions" USING btree ("geo_country_id");--> statement-breakpoint
CREATE INDEX "geo_countries_region_idx" ON "geo_countries" USING btree ("region");--> statement-breakpoint
CREATE INDEX "feedback_messages_created_idx" ON "feedback_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "importer_sales_status_idx" ON "importer_sales" USING btree ("status","created_at");