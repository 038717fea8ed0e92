CREATE TABLE "client_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visible_to_client" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contact_invitations" (
	"invitation_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "client_contact_invitations_invitation_id_contact_id_pk" PRIMARY KEY("invitation_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"job_title" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contacts_email_normalised_check" CHECK ("client_contacts"."email" is null or "client_contacts"."email" = lower(btrim("client_contacts"."email")))
);
--> statement-breakpoint
CREATE TABLE "client_managers" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_managers_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"color" text,
	"website" text,
	"kvk_number" text,
	"vat_number" text,
	"address_line" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'NL' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('active', 'archived')),
	CONSTRAINT "clients_country_check" CHECK ("clients"."country" in ('NL', 'BE', 'DE', 'LU', 'FR', 'GB', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "company_logos" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_recipient_client_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contact_invitations" ADD CONSTRAINT "client_contact_invitations_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contact_invitations" ADD CONSTRAINT "client_contact_invitations_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_activities_client_idx" ON "client_activities" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_activities_client_visible_idx" ON "client_activities" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "client_activities"."visible_to_client";--> statement-breakpoint
CREATE INDEX "client_contact_invitations_contact_idx" ON "client_contact_invitations" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_client_email_unique" ON "client_contacts" USING btree ("client_id","email") WHERE "client_contacts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_client_user_unique" ON "client_contacts" USING btree ("client_id","user_id") WHERE "client_contacts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "client_contacts_user_idx" ON "client_contacts" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "client_managers_user_idx" ON "client_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_name_unique" ON "clients" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_code_unique" ON "clients" USING btree ("company_id","code") WHERE "clients"."code" is not null;--> statement-breakpoint
CREATE INDEX "clients_company_status_name_idx" ON "clients" USING btree ("company_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_accounts_client_idx" ON "ad_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "notifications_client_idx" ON "notifications" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "notes_client_idx" ON "notes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_client_idx" ON "notifications" USING btree ("recipient_id","client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (issue 19): the free-text client names of accounts, notes and notifications become
-- clients, one per distinct name (ignoring case and spacing) per company, and each row is linked to
-- its client; the texts keep the client's name. Carry this block over if the file is regenerated (ADR 0013).
INSERT INTO "clients" ("company_id", "name")
SELECT DISTINCT ON ("company_id", lower("name")) "company_id", "name"
FROM (
  SELECT "company_id", left(regexp_replace(btrim("client_name"), '\s+', ' ', 'g'), 120) AS "name" FROM "ad_accounts"
  UNION ALL
  SELECT "company_id", left(regexp_replace(btrim("client_name"), '\s+', ' ', 'g'), 120) FROM "notes"
  UNION ALL
  SELECT "company_id", left(regexp_replace(btrim("client_name"), '\s+', ' ', 'g'), 120) FROM "notifications" WHERE "client_name" <> 'Onbekende client'
) AS "named"
WHERE "name" IS NOT NULL AND "name" <> ''
ORDER BY "company_id", lower("name"), "name"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "ad_accounts" AS "a" SET "client_id" = "c"."id", "client_name" = "c"."name"
FROM "clients" AS "c"
WHERE "c"."company_id" = "a"."company_id" AND lower("c"."name") = lower(left(regexp_replace(btrim("a"."client_name"), '\s+', ' ', 'g'), 120));--> statement-breakpoint
UPDATE "notes" AS "n" SET "client_id" = "c"."id", "client_name" = "c"."name"
FROM "clients" AS "c"
WHERE "c"."company_id" = "n"."company_id" AND lower("c"."name") = lower(left(regexp_replace(btrim("n"."client_name"), '\s+', ' ', 'g'), 120));--> statement-breakpoint
UPDATE "notifications" AS "n" SET "client_id" = "c"."id"::text, "client_name" = "c"."name"
FROM "clients" AS "c"
WHERE "c"."company_id" = "n"."company_id" AND "n"."client_name" <> 'Onbekende client'
  AND lower("c"."name") = lower(left(regexp_replace(btrim("n"."client_name"), '\s+', ' ', 'g'), 120));
