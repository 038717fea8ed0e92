CREATE TABLE "early_access_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "early_access_emails_email_unique" UNIQUE("email"),
	CONSTRAINT "early_access_emails_email_check" CHECK ("early_access_emails"."email" = lower(btrim("early_access_emails"."email")) and char_length("early_access_emails"."email") between 3 and 254),
	CONSTRAINT "early_access_emails_language_check" CHECK ("early_access_emails"."language" in ('nl', 'en')),
	CONSTRAINT "early_access_emails_source_check" CHECK (char_length("early_access_emails"."source") <= 100)
);
