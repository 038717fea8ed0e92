CREATE TABLE "creative_client_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"email_decisions" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creative_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid,
	"author_contact_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"annotation" jsonb,
	"internal" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "creative_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creative_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"step" text NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"decided_by" uuid,
	"decided_by_contact" uuid,
	"decider_name" text NOT NULL,
	"decider_email" text,
	"channel" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_decisions_step_check" CHECK ("creative_decisions"."step" in ('internal', 'client')),
	CONSTRAINT "creative_decisions_decision_check" CHECK ("creative_decisions"."decision" in ('approve', 'approve_with_changes', 'request_changes', 'reject')),
	CONSTRAINT "creative_decisions_channel_check" CHECK ("creative_decisions"."channel" in ('workspace', 'portal', 'email_link'))
);
--> statement-breakpoint
CREATE TABLE "creative_review_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"creative_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creative_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"poster_file_id" uuid,
	"media" text NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"page_count" integer,
	"note" text,
	"shared_at" timestamp with time zone,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_versions_media_check" CHECK ("creative_versions"."media" in ('image', 'video', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "creatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"campaign" text,
	"ad_account_id" uuid,
	"brief_submission_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_flow" text DEFAULT 'internal_and_client' NOT NULL,
	"review_step" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"due_at" timestamp with time zone,
	"due_reminder_sent_at" timestamp with time zone,
	"owner_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creatives_status_check" CHECK ("creatives"."status" in ('draft', 'in_review', 'changes_requested', 'approved', 'rejected', 'live')),
	CONSTRAINT "creatives_review_flow_check" CHECK ("creatives"."review_flow" in ('internal_and_client', 'client_only')),
	CONSTRAINT "creatives_review_step_check" CHECK ("creatives"."review_step" is null or "creatives"."review_step" in ('internal', 'client'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "mentions" DROP CONSTRAINT "mentions_one_message_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "creative_id" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "mentions" ADD COLUMN "creative_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "creative_client_settings" ADD CONSTRAINT "creative_client_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_client_settings" ADD CONSTRAINT "creative_client_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_comments" ADD CONSTRAINT "creative_comments_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_comments" ADD CONSTRAINT "creative_comments_version_id_creative_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."creative_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_comments" ADD CONSTRAINT "creative_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_comments" ADD CONSTRAINT "creative_comments_parent_id_creative_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."creative_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_comments" ADD CONSTRAINT "creative_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_comments" ADD CONSTRAINT "creative_comments_author_contact_id_client_contacts_id_fk" FOREIGN KEY ("author_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_comments" ADD CONSTRAINT "creative_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_decisions" ADD CONSTRAINT "creative_decisions_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_decisions" ADD CONSTRAINT "creative_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_decisions" ADD CONSTRAINT "creative_decisions_version_id_creative_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."creative_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_decisions" ADD CONSTRAINT "creative_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_decisions" ADD CONSTRAINT "creative_decisions_decided_by_contact_client_contacts_id_fk" FOREIGN KEY ("decided_by_contact") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_review_links" ADD CONSTRAINT "creative_review_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_review_links" ADD CONSTRAINT "creative_review_links_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_review_links" ADD CONSTRAINT "creative_review_links_version_id_creative_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."creative_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_review_links" ADD CONSTRAINT "creative_review_links_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_poster_file_id_stored_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_brief_submission_id_form_submissions_id_fk" FOREIGN KEY ("brief_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creative_comments_version_idx" ON "creative_comments" USING btree ("version_id","created_at");--> statement-breakpoint
CREATE INDEX "creative_comments_open_idx" ON "creative_comments" USING btree ("creative_id") WHERE "creative_comments"."resolved_at" is null and "creative_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "creative_decisions_creative_idx" ON "creative_decisions" USING btree ("creative_id","created_at");--> statement-breakpoint
CREATE INDEX "creative_review_links_creative_idx" ON "creative_review_links" USING btree ("creative_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creative_versions_creative_version_unique" ON "creative_versions" USING btree ("creative_id","version");--> statement-breakpoint
CREATE INDEX "creatives_company_updated_idx" ON "creatives" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "creatives_company_client_idx" ON "creatives" USING btree ("company_id","client_id","status");--> statement-breakpoint
CREATE INDEX "creatives_due_idx" ON "creatives" USING btree ("due_at") WHERE "creatives"."due_at" is not null and "creatives"."due_reminder_sent_at" is null and "creatives"."status" = 'in_review';--> statement-breakpoint
CREATE INDEX "creatives_name_trgm_idx" ON "creatives" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creatives_campaign_trgm_idx" ON "creatives" USING gin ("campaign" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_creative_comment_id_creative_comments_id_fk" FOREIGN KEY ("creative_comment_id") REFERENCES "public"."creative_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_creative_comment_user_unique" UNIQUE("creative_comment_id","mentioned_user_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" in ('formulier', 'notitie', 'contact_event', 'contact_event_update', 'form_modification', 'deadline_reminder', 'campaign_alert', 'budget_warning', 'performance_alert', 'team_update', 'event_reminder', 'mention', 'appointment_request', 'appointment_response', 'appointment_shared', 'appointment_confirmed', 'appointment_moved', 'appointment_cancelled', 'creative_review', 'creative_decision'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('formulier', 'notitie', 'contact_event', 'contact_event_update', 'form_modification', 'deadline_reminder', 'campaign_alert', 'budget_warning', 'performance_alert', 'team_update', 'event_reminder', 'mention', 'appointment_request', 'appointment_response', 'appointment_shared', 'appointment_confirmed', 'appointment_moved', 'appointment_cancelled', 'creative_review', 'creative_decision'));--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_one_message_check" CHECK (num_nonnulls("mentions"."note_comment_id", "mentions"."checklist_comment_id", "mentions"."creative_comment_id") = 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creative_decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one change allowed: a removed person's id set to null by its foreign key (the name stays).
  IF ROW(NEW.id, NEW.creative_id, NEW.company_id, NEW.version_id, NEW.version, NEW.step, NEW.decision, NEW.comment,
         NEW.decider_name, NEW.decider_email, NEW.channel, NEW.ip, NEW.user_agent, NEW.created_at)
     IS DISTINCT FROM ROW(OLD.id, OLD.creative_id, OLD.company_id, OLD.version_id, OLD.version, OLD.step, OLD.decision, OLD.comment,
         OLD.decider_name, OLD.decider_email, OLD.channel, OLD.ip, OLD.user_agent, OLD.created_at)
     OR (NEW.decided_by IS NOT NULL AND NEW.decided_by IS DISTINCT FROM OLD.decided_by)
     OR (NEW.decided_by_contact IS NOT NULL AND NEW.decided_by_contact IS DISTINCT FROM OLD.decided_by_contact) THEN
    RAISE EXCEPTION 'creative_decisions is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER creative_decisions_no_update BEFORE UPDATE ON "creative_decisions" FOR EACH ROW EXECUTE FUNCTION creative_decisions_append_only();
