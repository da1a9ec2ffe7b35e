CREATE TABLE "accounting_balance_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"as_of" date NOT NULL,
	"currency" text NOT NULL,
	"total_assets_minor" bigint NOT NULL,
	"total_liabilities_minor" bigint NOT NULL,
	"cash_minor" bigint NOT NULL,
	"debt_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_pnl_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_category_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"counterparty" text,
	"description_contains" text,
	"direction" text,
	"category" text NOT NULL,
	"source_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "external_connection_id" text;--> statement-breakpoint
ALTER TABLE "accounting_balance_sheets" ADD CONSTRAINT "accounting_balance_sheets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_balance_sheets" ADD CONSTRAINT "accounting_balance_sheets_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_pnl_lines" ADD CONSTRAINT "accounting_pnl_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_pnl_lines" ADD CONSTRAINT "accounting_pnl_lines_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_category_rules" ADD CONSTRAINT "company_category_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_category_rules" ADD CONSTRAINT "company_category_rules_source_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("source_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_balance_sheets_key_idx" ON "accounting_balance_sheets" USING btree ("integration_id","as_of");--> statement-breakpoint
CREATE INDEX "accounting_balance_sheets_account_idx" ON "accounting_balance_sheets" USING btree ("account_id","as_of");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_pnl_lines_key_idx" ON "accounting_pnl_lines" USING btree ("integration_id","month","category","currency");--> statement-breakpoint
CREATE INDEX "accounting_pnl_lines_account_idx" ON "accounting_pnl_lines" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "company_category_rules_account_idx" ON "company_category_rules" USING btree ("account_id");