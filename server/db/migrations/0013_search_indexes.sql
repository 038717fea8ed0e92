ALTER TABLE "notes" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('dutch'::regconfig, title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "reply_search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_accounts_search_trgm_idx" ON "ad_accounts" USING gin ("name" gin_trgm_ops,"account_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_title_search_idx" ON "notes" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "notes_reply_search_idx" ON "notes" USING gin ("reply_search");--> statement-breakpoint
CREATE INDEX "checklists_title_trgm_idx" ON "checklists" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- A note's reply words (global search): every reply's words, positions stripped so the document stays small however long the conversation.
CREATE FUNCTION "note_reply_search"(note uuid) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
DECLARE
  words tsvector := ''::tsvector;
  reply text;
BEGIN
  FOR reply IN SELECT "content" FROM "note_comments" WHERE "note_id" = note LOOP
    words := strip(words || to_tsvector('dutch'::regconfig, reply));
  END LOOP;
  RETURN words;
END
$$;--> statement-breakpoint
UPDATE "notes" SET "reply_search" = "note_reply_search"("id") WHERE "comment_count" > 0;--> statement-breakpoint
-- The trigger of migration 0010 also keeps the reply words: a new reply adds its words, a removed or edited one rebuilds them.
CREATE OR REPLACE FUNCTION "note_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "notes" SET "comment_count" = "comment_count" + 1, "last_comment_at" = greatest("last_comment_at", NEW."created_at"),
      "reply_search" = strip("reply_search" || to_tsvector('dutch'::regconfig, NEW."content"))
    WHERE "id" = NEW."note_id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "notes" SET "reply_search" = "note_reply_search"(NEW."note_id") WHERE "id" = NEW."note_id";
  ELSE
    UPDATE "notes" SET "comment_count" = "comment_count" - 1,
      "last_comment_at" = (SELECT max("created_at") FROM "note_comments" WHERE "note_id" = OLD."note_id"),
      "reply_search" = "note_reply_search"(OLD."note_id")
    WHERE "id" = OLD."note_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "note_comments_search" AFTER UPDATE OF "content" ON "note_comments" FOR EACH ROW WHEN (OLD."content" IS DISTINCT FROM NEW."content") EXECUTE FUNCTION "note_comments_count"();
