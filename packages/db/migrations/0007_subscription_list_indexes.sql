DROP INDEX "subscriptions_account_created_idx";--> statement-breakpoint
DROP INDEX "subscriptions_account_trading_idx";--> statement-breakpoint
CREATE INDEX "subscriptions_list_created_idx" ON "subscriptions" USING btree ("account_id","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_status_idx" ON "subscriptions" USING btree ("account_id","status","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_trading_idx" ON "subscriptions" USING btree ("account_id","trading_status","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_period_idx" ON "subscriptions" USING btree ("account_id","billing_period_months","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_currency_idx" ON "subscriptions" USING btree ("account_id","currency","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_amount_idx" ON "subscriptions" USING btree ("account_id","amount_minor","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_amount_asc_idx" ON "subscriptions" USING btree ("account_id","amount_minor","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_list_mrr_idx" ON "subscriptions" USING btree ("account_id","mrr_minor","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_mrr_asc_idx" ON "subscriptions" USING btree ("account_id","mrr_minor","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_list_end_idx" ON "subscriptions" USING btree ("account_id","end_date","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_end_asc_idx" ON "subscriptions" USING btree ("account_id","end_date","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_list_country_idx" ON "subscriptions" USING btree ("account_id","customer_country","created_at","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_country_asc_idx" ON "subscriptions" USING btree ("account_id","customer_country","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_list_start_asc_idx" ON "subscriptions" USING btree ("account_id","start_date","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_list_next_payment_asc_idx" ON "subscriptions" USING btree ("account_id","next_payment_date","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_list_external_asc_idx" ON "subscriptions" USING btree ("account_id","external_id","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_list_customer_asc_idx" ON "subscriptions" USING btree ("account_id","customer_name","created_at" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);