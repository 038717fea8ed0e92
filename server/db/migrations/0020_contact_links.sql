ALTER TABLE "calendar_events" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contacts_search_trgm_idx" ON "client_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calendar_events_contact_idx" ON "calendar_events" USING btree ("contact_id") WHERE "calendar_events"."contact_id" is not null;