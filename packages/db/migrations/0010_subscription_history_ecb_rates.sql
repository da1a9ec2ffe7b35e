CREATE TABLE "ecb_rates" (
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"rate" numeric NOT NULL,
	CONSTRAINT "ecb_rates_pk" PRIMARY KEY("currency","day")
);
--> statement-breakpoint
CREATE TABLE "subscription_changes" (
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"net_recurring_amount_minor" bigint NOT NULL,
	"billing_period_months" integer NOT NULL,
	"status" text NOT NULL,
	"trading_status" text NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_changes_pk" PRIMARY KEY("subscription_id","effective_date")
);
--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_changes_account_idx" ON "subscription_changes" USING btree ("account_id","subscription_id","effective_date");--> statement-breakpoint
-- Subscriptions that existed before their history was kept: one change at the start date with the
-- terms known now, net of VAT by the domain's rule (next payment, last payment, else the amount).
INSERT INTO "subscription_changes" ("account_id", "subscription_id", "effective_date", "net_recurring_amount_minor", "billing_period_months", "status", "trading_status", "currency", "source")
SELECT "account_id", "id", "start_date",
  CASE WHEN "next_payment_amount_minor" > 0 THEN "next_payment_amount_minor"
       WHEN "last_payment_amount_minor" > 0 THEN "last_payment_amount_minor"
       ELSE "amount_minor" END,
  "billing_period_months", "status", "trading_status", "currency", 'migration'
FROM "subscriptions" WHERE "pending_import_id" IS NULL;
