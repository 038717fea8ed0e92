ALTER TABLE "note_comments" ADD COLUMN "is_opening" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The opening message was the row written in the note's own transaction: the note's created_at (now()) and creator.
UPDATE "note_comments" AS c SET "is_opening" = true FROM "notes" AS n
WHERE c."note_id" = n."id" AND c."created_at" = n."created_at" AND c."user_id" IS NOT DISTINCT FROM n."creator_id";--> statement-breakpoint
UPDATE "notes" AS n SET "comment_count" = n."comment_count" - 1
WHERE EXISTS (SELECT 1 FROM "note_comments" AS c WHERE c."note_id" = n."id" AND c."is_opening");--> statement-breakpoint
-- The count is of replies: the opening message is neither added nor taken off (issue 18, defect 6); the rest as in 0013.
CREATE OR REPLACE FUNCTION "note_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "notes" SET "comment_count" = "comment_count" + (CASE WHEN NEW."is_opening" THEN 0 ELSE 1 END),
      "last_comment_at" = greatest("last_comment_at", NEW."created_at"),
      "reply_search" = strip("reply_search" || to_tsvector('dutch'::regconfig, NEW."content"))
    WHERE "id" = NEW."note_id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "notes" SET "reply_search" = "note_reply_search"(NEW."note_id") WHERE "id" = NEW."note_id";
  ELSE
    UPDATE "notes" SET "comment_count" = "comment_count" - (CASE WHEN OLD."is_opening" THEN 0 ELSE 1 END),
      "last_comment_at" = (SELECT max("created_at") FROM "note_comments" WHERE "note_id" = OLD."note_id"),
      "reply_search" = "note_reply_search"(OLD."note_id")
    WHERE "id" = OLD."note_id";
  END IF;
  RETURN NULL;
END
$$;
