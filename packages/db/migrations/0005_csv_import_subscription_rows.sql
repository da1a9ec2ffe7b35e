CREATE TABLE "csv_import_subscription_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
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
	"customer_country" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "csv_import_subscription_rows" ADD CONSTRAINT "csv_import_subscription_rows_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csv_import_subscription_rows_pk" ON "csv_import_subscription_rows" USING btree ("import_id","row_number");