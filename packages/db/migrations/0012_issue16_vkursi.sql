CREATE TABLE "vkursi_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"vkursi_user_id" text NOT NULL,
	"login_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vkursi_accounts" ADD CONSTRAINT "vkursi_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;