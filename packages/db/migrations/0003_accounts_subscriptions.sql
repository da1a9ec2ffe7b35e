CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"company_name" text,
	"company_url" text,
	"company_form" text,
	"description" text,
	"address" text,
	"additional_address" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"vat" text,
	"nace_code" text,
	"number_employees" integer,
	"review_status" text DEFAULT 'PENDING' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_note" text,
	"allowed_trade_percent_hundredths" integer,
	"company_mrr_minor" bigint,
	"requested_funding_minor" bigint,
	"estimated_runway_months" integer,
	"debt_loans_minor" bigint,
	"self_assessment_currency" text,
	"kyb_status" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"bank_code" text,
	"bank_name" text,
	"owner_name" text NOT NULL,
	"currency" text NOT NULL,
	"country" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_sub" text,
	"type" text NOT NULL,
	"external_id" text,
	"client_ref_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_client" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"sub" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"account_id" uuid,
	"first_name" text,
	"last_name" text,
	"salutation" text,
	"date_of_birth" date,
	"country" text,
	"investor_type" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"role" text,
	"representative" boolean,
	"kyc_status" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"onboarding" jsonb DEFAULT '{"completed":[]}'::jsonb NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csv_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csv_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"uploaded_file_id" uuid,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"rows_processed" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
	"trading_status" text DEFAULT 'AVAILABLE' NOT NULL,
	"billing_period_months" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"mrr_minor" bigint NOT NULL,
	"last_payment_amount_minor" bigint,
	"next_payment_amount_minor" bigint,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_payment_date" date,
	"customer_name" text NOT NULL,
	"customer_external_id" text NOT NULL,
	"customer_country" text NOT NULL,
	"import_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"purpose" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_rows" ADD CONSTRAINT "csv_import_rows_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_uploaded_file_id_uploaded_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_review_idx" ON "accounts" USING btree ("review_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban_idx" ON "bank_accounts" USING btree ("account_id","iban");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_main_idx" ON "bank_accounts" USING btree ("account_id") WHERE "bank_accounts"."is_main";--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","read_client","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "profiles_account_idx" ON "profiles" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "csv_import_rows_pk" ON "csv_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "csv_imports_account_idx" ON "csv_imports" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_source_external_idx" ON "subscriptions" USING btree ("account_id","source","external_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_created_idx" ON "subscriptions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_account_trading_idx" ON "subscriptions" USING btree ("account_id","trading_status","status");--> statement-breakpoint
CREATE INDEX "uploaded_files_account_idx" ON "uploaded_files" USING btree ("account_id","created_at");