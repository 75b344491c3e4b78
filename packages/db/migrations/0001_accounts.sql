CREATE TABLE "auth_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"target" text,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name_uk" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"year_of_foundation" integer,
	"edrpou_code" text DEFAULT '' NOT NULL,
	"ipn_code" text DEFAULT '' NOT NULL,
	"region" text,
	"fields_of_activity" text[] DEFAULT '{}'::text[] NOT NULL,
	"type_business" text,
	"website_url" text DEFAULT '' NOT NULL,
	"position_in_the_company" text DEFAULT '' NOT NULL,
	"expert_name" text DEFAULT '' NOT NULL,
	"expert_surname" text DEFAULT '' NOT NULL,
	"expert_position" text DEFAULT '' NOT NULL,
	"expert_email" text DEFAULT '' NOT NULL,
	"expert_phone_number" text DEFAULT '' NOT NULL,
	"director_name" text DEFAULT '' NOT NULL,
	"director_surname" text DEFAULT '' NOT NULL,
	"director_position" text DEFAULT '' NOT NULL,
	"director_email" text DEFAULT '' NOT NULL,
	"director_phone_number" text DEFAULT '' NOT NULL,
	"vchasno_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"role" text DEFAULT 'exporter' NOT NULL,
	"registration_step" integer DEFAULT 1 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"registration_phone" text,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"patronymic" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'uk' NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"is_denied" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"deny_reason" text,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_secrets" ADD CONSTRAINT "auth_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_secrets_user_purpose_idx" ON "auth_secrets" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "auth_secrets_hash_idx" ON "auth_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_unique" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_edrpou_idx" ON "companies" USING btree ("edrpou_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");