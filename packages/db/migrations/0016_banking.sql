CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"linked_account_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date,
	"creditor_name" text,
	"debtor_name" text,
	"description" text,
	"category" text NOT NULL,
	"category_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"bank_account_id" uuid,
	"iban" text,
	"name" text,
	"owner_name" text,
	"currency" text NOT NULL,
	"balance_minor" bigint,
	"balance_type" text,
	"balance_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "integrations_one_per_type_idx";--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "institution_id" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "institution_name" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "institution_logo" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "transaction_total_days" integer;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "bank_sync_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_linked_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("linked_account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_bank_accounts" ADD CONSTRAINT "linked_bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_bank_accounts" ADD CONSTRAINT "linked_bank_accounts_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_bank_accounts" ADD CONSTRAINT "linked_bank_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_external_idx" ON "bank_transactions" USING btree ("linked_account_id","external_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_account_idx" ON "bank_transactions" USING btree ("account_id","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_bank_accounts_external_idx" ON "linked_bank_accounts" USING btree ("integration_id","external_id");--> statement-breakpoint
CREATE INDEX "linked_bank_accounts_account_idx" ON "linked_bank_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_one_per_type_idx" ON "integrations" USING btree ("account_id","type",coalesce("institution_id", '')) WHERE "integrations"."deleted_at" is null;