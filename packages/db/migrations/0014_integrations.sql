CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sandbox" boolean NOT NULL,
	"credentials" text,
	"external_account_id" text,
	"vanity_url" text,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sync_progress" jsonb,
	"sync_started_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"connected_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"integration_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "provider_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"number" text,
	"customer_external_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"subscription_external_id" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"amount_due_minor" bigint NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date,
	"paid_on" date,
	"pdf" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"customer_external_id" text,
	"subscription_external_id" text,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"failure_reason" text
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invoices" ADD CONSTRAINT "provider_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invoices" ADD CONSTRAINT "provider_invoices_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_one_per_type_idx" ON "integrations" USING btree ("account_id","type") WHERE "integrations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_invoices_external_idx" ON "provider_invoices" USING btree ("integration_id","external_id");--> statement-breakpoint
CREATE INDEX "provider_invoices_list_idx" ON "provider_invoices" USING btree ("account_id","provider","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_external_idx" ON "provider_payments" USING btree ("integration_id","external_id");--> statement-breakpoint
CREATE INDEX "provider_payments_account_idx" ON "provider_payments" USING btree ("account_id","occurred_at");