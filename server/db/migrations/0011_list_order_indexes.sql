DROP INDEX "ad_accounts_company_id_idx";--> statement-breakpoint
DROP INDEX "checklists_company_idx";--> statement-breakpoint
CREATE INDEX "ad_accounts_company_name_idx" ON "ad_accounts" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "checklists_company_title_idx" ON "checklists" USING btree ("company_id","is_template","title","id");