DROP INDEX "subscriptions_source_external_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_import_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "replaced_by_import_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_pending_import_idx" ON "subscriptions" USING btree ("pending_import_id","external_id") WHERE "subscriptions"."pending_import_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_replaced_by_import_idx" ON "subscriptions" USING btree ("replaced_by_import_id") WHERE "subscriptions"."replaced_by_import_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_source_external_idx" ON "subscriptions" USING btree ("account_id","source","external_id") WHERE "subscriptions"."pending_import_id" is null;