CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_name_check" CHECK ("contact_messages"."name" = btrim("contact_messages"."name") and char_length("contact_messages"."name") between 1 and 120),
	CONSTRAINT "contact_messages_email_check" CHECK ("contact_messages"."email" = lower(btrim("contact_messages"."email")) and char_length("contact_messages"."email") between 3 and 254),
	CONSTRAINT "contact_messages_company_check" CHECK ("contact_messages"."company" = btrim("contact_messages"."company") and char_length("contact_messages"."company") between 1 and 120),
	CONSTRAINT "contact_messages_message_check" CHECK ("contact_messages"."message" = btrim("contact_messages"."message") and char_length("contact_messages"."message") between 10 and 5000),
	CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('nl', 'en'))
);
--> statement-breakpoint
CREATE TABLE "page_event_counts" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "page_event_counts_pkey" PRIMARY KEY("day","path","event"),
	CONSTRAINT "page_event_counts_path_check" CHECK (char_length("page_event_counts"."path") between 1 and 200),
	CONSTRAINT "page_event_counts_event_check" CHECK (char_length("page_event_counts"."event") between 1 and 100),
	CONSTRAINT "page_event_counts_count_check" CHECK ("page_event_counts"."count" >= 1)
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");