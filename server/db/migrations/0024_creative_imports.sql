CREATE TABLE "creative_import_connections" (
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"sealed_access_token" text NOT NULL,
	"sealed_refresh_token" text,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"token_version" integer DEFAULT 1 NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_import_connections_pkey" PRIMARY KEY("user_id","source"),
	CONSTRAINT "creative_import_connections_source_check" CHECK ("creative_import_connections"."source" in ('canva', 'drive'))
);
--> statement-breakpoint
CREATE TABLE "creative_import_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"source" text NOT NULL,
	"sealed_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_import_flows_source_check" CHECK ("creative_import_flows"."source" in ('canva', 'drive'))
);
--> statement-breakpoint
ALTER TABLE "creative_import_connections" ADD CONSTRAINT "creative_import_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_import_flows" ADD CONSTRAINT "creative_import_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_import_flows" ADD CONSTRAINT "creative_import_flows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creative_import_flows_user_idx" ON "creative_import_flows" USING btree ("user_id");