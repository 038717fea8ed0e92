ALTER TABLE "checklists" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "done_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "checklists" SET "item_count" = s.items, "done_count" = s.done FROM (SELECT "checklist_id", count(*)::int AS items, (count(*) FILTER (WHERE "is_completed"))::int AS done FROM "checklist_items" GROUP BY "checklist_id") s WHERE s."checklist_id" = "checklists"."id";--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_counts_check" CHECK ("checklists"."done_count" between 0 and "checklists"."item_count");--> statement-breakpoint
-- Every insert, delete and tick of an item moves its checklist's counts in the same statement, whoever writes it.
CREATE FUNCTION "checklist_items_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "checklists" SET "item_count" = "item_count" + 1, "done_count" = "done_count" + NEW."is_completed"::int WHERE "id" = NEW."checklist_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "checklists" SET "item_count" = "item_count" - 1, "done_count" = "done_count" - OLD."is_completed"::int WHERE "id" = OLD."checklist_id";
  ELSIF NEW."is_completed" IS DISTINCT FROM OLD."is_completed" THEN
    UPDATE "checklists" SET "done_count" = "done_count" + NEW."is_completed"::int - OLD."is_completed"::int WHERE "id" = NEW."checklist_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "checklist_items_count" AFTER INSERT OR DELETE OR UPDATE OF "is_completed" ON "checklist_items" FOR EACH ROW EXECUTE FUNCTION "checklist_items_count"();
