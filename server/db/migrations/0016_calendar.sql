CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"rrule" text,
	"last_ends_at" timestamp with time zone NOT NULL,
	"excluded_starts" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"series_id" uuid,
	"original_start" timestamp with time zone,
	"owner_id" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"client_id" uuid,
	"contact_type" text,
	"contact_priority" text,
	"contact_name" text,
	"contact_company" text,
	"contact_email" text,
	"contact_phone" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"client_response" text DEFAULT 'pending' NOT NULL,
	"client_responded_at" timestamp with time zone,
	"client_responded_by" uuid,
	"requested_by" uuid,
	"request_message" text,
	"outcome" text,
	"outcome_at" timestamp with time zone,
	"follow_up_of" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_kind_check" CHECK ("calendar_events"."kind" in ('internal', 'appointment', 'contact')),
	CONSTRAINT "calendar_events_status_check" CHECK ("calendar_events"."status" in ('confirmed', 'tentative')),
	CONSTRAINT "calendar_events_client_response_check" CHECK ("calendar_events"."client_response" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "calendar_events_contact_type_check" CHECK ("calendar_events"."contact_type" is null or "calendar_events"."contact_type" in ('telefoon', 'whatsapp', 'email', 'chat')),
	CONSTRAINT "calendar_events_priority_check" CHECK ("calendar_events"."contact_priority" is null or "calendar_events"."contact_priority" in ('laag', 'normaal', 'hoog', 'urgent')),
	CONSTRAINT "calendar_events_outcome_check" CHECK ("calendar_events"."outcome" is null or "calendar_events"."outcome" in ('afgerond', 'geen_gehoor', 'opvolgen')),
	CONSTRAINT "calendar_events_times_check" CHECK ("calendar_events"."ends_at" > "calendar_events"."starts_at" and "calendar_events"."last_ends_at" >= "calendar_events"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_reminder_sends" (
	"reminder_id" uuid NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminder_sends_reminder_id_occurrence_start_pk" PRIMARY KEY("reminder_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "calendar_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"minutes_before" integer NOT NULL,
	"next_occurrence_start" timestamp with time zone,
	"next_due_at" timestamp with time zone,
	CONSTRAINT "calendar_reminders_channel_check" CHECK ("calendar_reminders"."channel" in ('in_app', 'email')),
	CONSTRAINT "calendar_reminders_minutes_check" CHECK ("calendar_reminders"."minutes_before" between 0 and 40320)
);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL,
	"work_days" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL,
	"work_start" text DEFAULT '09:00' NOT NULL,
	"work_end" text DEFAULT '17:00' NOT NULL,
	"feed_token_hash" text,
	"feed_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "changed_fields" text[];--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_client_responded_by_users_id_fk" FOREIGN KEY ("client_responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminder_sends" ADD CONSTRAINT "calendar_reminder_sends_reminder_id_calendar_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."calendar_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_company_start_idx" ON "calendar_events" USING btree ("company_id","starts_at") WHERE "calendar_events"."rrule" is null;--> statement-breakpoint
CREATE INDEX "calendar_events_company_series_idx" ON "calendar_events" USING btree ("company_id","last_ends_at") WHERE "calendar_events"."rrule" is not null;--> statement-breakpoint
CREATE INDEX "calendar_events_series_idx" ON "calendar_events" USING btree ("series_id") WHERE "calendar_events"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_events_client_idx" ON "calendar_events" USING btree ("client_id","starts_at") WHERE "calendar_events"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_events_owner_idx" ON "calendar_events" USING btree ("owner_id","last_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_series_original_unique" ON "calendar_events" USING btree ("series_id","original_start") WHERE "calendar_events"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_reminders_event_unique" ON "calendar_reminders" USING btree ("event_id","channel","minutes_before");--> statement-breakpoint
CREATE INDEX "calendar_reminders_due_idx" ON "calendar_reminders" USING btree ("next_due_at") WHERE "calendar_reminders"."next_due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_settings_feed_unique" ON "calendar_settings" USING btree ("feed_token_hash") WHERE "calendar_settings"."feed_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" in ('formulier', 'notitie', 'contact_event', 'contact_event_update', 'form_modification', 'deadline_reminder', 'campaign_alert', 'budget_warning', 'performance_alert', 'team_update', 'event_reminder', 'mention', 'appointment_request', 'appointment_response'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('formulier', 'notitie', 'contact_event', 'contact_event_update', 'form_modification', 'deadline_reminder', 'campaign_alert', 'budget_warning', 'performance_alert', 'team_update', 'event_reminder', 'mention', 'appointment_request', 'appointment_response'));