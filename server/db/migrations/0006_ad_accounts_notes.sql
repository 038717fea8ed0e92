CREATE TABLE "ad_account_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ad_account_alerts_type_check" CHECK ("ad_account_alerts"."type" in ('budget_warning', 'campaign_alert', 'performance_alert'))
);
--> statement-breakpoint
CREATE TABLE "ad_account_assignees" (
	"ad_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_account_assignees_ad_account_id_user_id_pk" PRIMARY KEY("ad_account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ad_platform_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"sealed_token" text,
	"token_expires_at" timestamp with time zone,
	"external_name" text,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error_code" text,
	"sync_started_at" timestamp with time zone,
	CONSTRAINT "ad_platform_connections_company_platform_unique" UNIQUE("company_id","platform"),
	CONSTRAINT "ad_platform_connections_platform_check" CHECK ("ad_platform_connections"."platform" in ('facebook', 'google'))
);
--> statement-breakpoint
CREATE TABLE "note_assignments" (
	"note_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_assignments_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "note_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"creator_id" uuid,
	"user_id" uuid,
	"source" text DEFAULT 'website' NOT NULL,
	"ad_account" uuid NOT NULL,
	"client_name" text,
	"campaign_name" text,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
UPDATE "ad_accounts" SET "status" = 'unknown' WHERE "status" IS NULL OR "status" NOT IN ('active', 'disabled', 'unsettled', 'pending', 'closed', 'unknown');--> statement-breakpoint
ALTER TABLE "ad_accounts" ALTER COLUMN "status" SET DEFAULT 'unknown';--> statement-breakpoint
ALTER TABLE "ad_accounts" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "raw_status" text;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "amount_spent_minor" bigint;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "spend_cap_minor" bigint;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "spend_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "removed_upstream_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_account_alerts" ADD CONSTRAINT "ad_account_alerts_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_account_alerts" ADD CONSTRAINT "ad_account_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_account_assignees" ADD CONSTRAINT "ad_account_assignees_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_account_assignees" ADD CONSTRAINT "ad_account_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_platform_connections" ADD CONSTRAINT "ad_platform_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_platform_connections" ADD CONSTRAINT "ad_platform_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_assignments" ADD CONSTRAINT "note_assignments_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_assignments" ADD CONSTRAINT "note_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_assignments" ADD CONSTRAINT "note_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_comments" ADD CONSTRAINT "note_comments_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_comments" ADD CONSTRAINT "note_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_ad_account_ad_accounts_id_fk" FOREIGN KEY ("ad_account") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_account_alerts_account_idx" ON "ad_account_alerts" USING btree ("ad_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_account_alerts_open_unique" ON "ad_account_alerts" USING btree ("ad_account_id","type") WHERE "ad_account_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ad_account_assignees_user_idx" ON "ad_account_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "note_assignments_user_idx" ON "note_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "note_comments_note_idx" ON "note_comments" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_company_activity_idx" ON "notes" USING btree ("company_id","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notes_account_activity_idx" ON "notes" USING btree ("ad_account","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notes_creator_idx" ON "notes" USING btree ("creator_id");--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_status_check" CHECK ("ad_accounts"."status" in ('active', 'disabled', 'unsettled', 'pending', 'closed', 'unknown'));--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_source_check" CHECK ("ad_accounts"."source" in ('sync', 'manual'));