ALTER TABLE "app_events" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "app_events" ADD CONSTRAINT "app_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_events_account_created_idx" ON "app_events" USING btree ("account_id","created_at");