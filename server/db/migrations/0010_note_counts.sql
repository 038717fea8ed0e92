ALTER TABLE "ad_accounts" ADD COLUMN "note_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "last_comment_at" timestamp with time zone;--> statement-breakpoint
UPDATE "notes" SET "comment_count" = s.comments, "last_comment_at" = s.last FROM (SELECT "note_id", count(*)::int AS comments, max("created_at") AS last FROM "note_comments" GROUP BY "note_id") s WHERE s."note_id" = "notes"."id";--> statement-breakpoint
UPDATE "ad_accounts" SET "note_count" = s.notes FROM (SELECT "ad_account", count(*)::int AS notes FROM "notes" GROUP BY "ad_account") s WHERE s."ad_account" = "ad_accounts"."id";--> statement-breakpoint
-- Every comment written or removed moves its note's count and newest comment time in the same statement, whoever writes it.
CREATE FUNCTION "note_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "notes" SET "comment_count" = "comment_count" + 1, "last_comment_at" = greatest("last_comment_at", NEW."created_at") WHERE "id" = NEW."note_id";
  ELSE
    UPDATE "notes" SET "comment_count" = "comment_count" - 1,
      "last_comment_at" = (SELECT max("created_at") FROM "note_comments" WHERE "note_id" = OLD."note_id")
    WHERE "id" = OLD."note_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "note_comments_count" AFTER INSERT OR DELETE ON "note_comments" FOR EACH ROW EXECUTE FUNCTION "note_comments_count"();--> statement-breakpoint
-- Likewise every note added, removed or moved to another account moves the accounts' note counts.
CREATE FUNCTION "notes_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "ad_accounts" SET "note_count" = "note_count" - 1 WHERE "id" = OLD."ad_account";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "ad_accounts" SET "note_count" = "note_count" + 1 WHERE "id" = NEW."ad_account";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notes_count" AFTER INSERT OR DELETE ON "notes" FOR EACH ROW EXECUTE FUNCTION "notes_count"();--> statement-breakpoint
CREATE TRIGGER "notes_count_moved" AFTER UPDATE OF "ad_account" ON "notes" FOR EACH ROW WHEN (OLD."ad_account" IS DISTINCT FROM NEW."ad_account") EXECUTE FUNCTION "notes_count"();
