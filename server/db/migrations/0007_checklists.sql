CREATE TABLE "checklist_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"content" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"content" text NOT NULL,
	"order" integer NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_items_content_check" CHECK (char_length("checklist_items"."content") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "checklist_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"item_count" integer NOT NULL,
	"done_count" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"entries" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_shares" (
	"checklist_id" uuid NOT NULL,
	"shared_with_user_id" uuid NOT NULL,
	"ad_account" text DEFAULT 'default' NOT NULL,
	"created_by" uuid,
	"is_admin" boolean DEFAULT false NOT NULL,
	"can_edit" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_shares_checklist_id_shared_with_user_id_pk" PRIMARY KEY("checklist_id","shared_with_user_id")
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"ad_account" uuid,
	"platform" text,
	"company_id" uuid NOT NULL,
	"refresh_interval" text DEFAULT 'never' NOT NULL,
	"refresh_settings" jsonb DEFAULT '{"time":"08:00","weekday":1,"dayOfMonth":1,"timeZone":"Europe/Amsterdam"}'::jsonb NOT NULL,
	"checklist_type" text DEFAULT 'normal' NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"created_by_admin_id" uuid,
	"creator_id" uuid,
	"deadline" timestamp with time zone,
	"deadline_reminded_at" timestamp with time zone,
	"period_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_refresh_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_refresh_interval_check" CHECK ("checklists"."refresh_interval" in ('never', 'daily', 'weekly', 'monthly')),
	CONSTRAINT "checklists_type_check" CHECK ("checklists"."checklist_type" in ('normal', 'audit', 'launch', 'report')),
	CONSTRAINT "checklists_platform_check" CHECK ("checklists"."platform" is null or "checklists"."platform" in ('facebook', 'google'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "checklist_id" text;--> statement-breakpoint
ALTER TABLE "checklist_comments" ADD CONSTRAINT "checklist_comments_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_comments" ADD CONSTRAINT "checklist_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_runs" ADD CONSTRAINT "checklist_runs_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_shares" ADD CONSTRAINT "checklist_shares_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_shares" ADD CONSTRAINT "checklist_shares_shared_with_user_id_users_id_fk" FOREIGN KEY ("shared_with_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_shares" ADD CONSTRAINT "checklist_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_ad_account_ad_accounts_id_fk" FOREIGN KEY ("ad_account") REFERENCES "public"."ad_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_created_by_admin_id_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_comments_checklist_idx" ON "checklist_comments" USING btree ("checklist_id","created_at");--> statement-breakpoint
CREATE INDEX "checklist_items_checklist_idx" ON "checklist_items" USING btree ("checklist_id","order");--> statement-breakpoint
CREATE INDEX "checklist_runs_checklist_idx" ON "checklist_runs" USING btree ("checklist_id","period_end" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checklist_shares_user_idx" ON "checklist_shares" USING btree ("shared_with_user_id");--> statement-breakpoint
CREATE INDEX "checklists_company_idx" ON "checklists" USING btree ("company_id","is_template");--> statement-breakpoint
CREATE INDEX "checklists_creator_idx" ON "checklists" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "checklists_next_refresh_idx" ON "checklists" USING btree ("next_refresh_at") WHERE "checklists"."next_refresh_at" is not null;--> statement-breakpoint
CREATE INDEX "checklists_deadline_idx" ON "checklists" USING btree ("deadline") WHERE "checklists"."deadline" is not null and "checklists"."deadline_reminded_at" is null;