CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mentioned_user_id" uuid NOT NULL,
	"author_id" uuid,
	"note_comment_id" uuid,
	"checklist_comment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentions_note_comment_user_unique" UNIQUE("note_comment_id","mentioned_user_id"),
	CONSTRAINT "mentions_checklist_comment_user_unique" UNIQUE("checklist_comment_id","mentioned_user_id"),
	CONSTRAINT "mentions_one_message_check" CHECK (num_nonnulls("mentions"."note_comment_id", "mentions"."checklist_comment_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "note_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "comment_id" text;--> statement-breakpoint
ALTER TABLE "note_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "checklist_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_mentioned_user_id_users_id_fk" FOREIGN KEY ("mentioned_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_note_comment_id_note_comments_id_fk" FOREIGN KEY ("note_comment_id") REFERENCES "public"."note_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_checklist_comment_id_checklist_comments_id_fk" FOREIGN KEY ("checklist_comment_id") REFERENCES "public"."checklist_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentions_mentioned_user_idx" ON "mentions" USING btree ("mentioned_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('nl', 'en'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" in ('formulier', 'notitie', 'contact_event', 'contact_event_update', 'form_modification', 'deadline_reminder', 'campaign_alert', 'budget_warning', 'performance_alert', 'team_update', 'event_reminder', 'mention'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('formulier', 'notitie', 'contact_event', 'contact_event_update', 'form_modification', 'deadline_reminder', 'campaign_alert', 'budget_warning', 'performance_alert', 'team_update', 'event_reminder', 'mention'));