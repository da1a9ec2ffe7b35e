CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference" text NOT NULL,
	"booked_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_reference_key" UNIQUE("investor_account_id","reference"),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE("owner_kind","owner_id","type","currency"),
	CONSTRAINT "ledger_accounts_id_currency_key" UNIQUE("id","currency")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"booked_on" date NOT NULL,
	"order_id" uuid,
	"asset_id" uuid,
	"asset_payment_id" uuid,
	"refs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_id_currency_key" UNIQUE("id","currency")
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_not_zero" CHECK ("ledger_postings"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "asset_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"investor_account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"rate_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_due_date" date NOT NULL,
	"payment_status" text DEFAULT 'NOT_PAID' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_payments_rate_positive" CHECK ("asset_payments"."rate_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "asset_subscriptions" (
	"asset_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"role" text NOT NULL,
	"face_minor" bigint NOT NULL,
	"churned_on" date,
	"replaced_by_subscription_id" uuid,
	CONSTRAINT "asset_subscriptions_asset_id_subscription_id_pk" PRIMARY KEY("asset_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"currency" text NOT NULL,
	"contract_length_months" integer NOT NULL,
	"face_minor" bigint NOT NULL,
	"pledged_face_minor" bigint DEFAULT 0 NOT NULL,
	"guide_price_minor" bigint NOT NULL,
	"grade" text NOT NULL,
	"discount_bps" integer NOT NULL,
	"rating_id" uuid,
	"created_by" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_face_positive" CHECK ("assets"."face_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"investor_account_id" uuid NOT NULL,
	"status" text DEFAULT 'BIDDING' NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"price_pledged_minor" bigint,
	"reserved_minor" bigint NOT NULL,
	"created_by" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_price_positive" CHECK ("orders"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rating_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"grade" text,
	"reason" text NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"grade" text NOT NULL,
	"computed_grade" text NOT NULL,
	"score_hundredths" integer NOT NULL,
	"confidence_hundredths" integer NOT NULL,
	"discount_bps" integer NOT NULL,
	"rating" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"cause" text NOT NULL,
	"inputs_hash" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_investor_account_id_accounts_id_fk" FOREIGN KEY ("investor_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_currency_fk" FOREIGN KEY ("entry_id","currency") REFERENCES "public"."ledger_entries"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_currency_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_payments" ADD CONSTRAINT "asset_payments_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_payments" ADD CONSTRAINT "asset_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_payments" ADD CONSTRAINT "asset_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_payments" ADD CONSTRAINT "asset_payments_investor_account_id_accounts_id_fk" FOREIGN KEY ("investor_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_subscriptions" ADD CONSTRAINT "asset_subscriptions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_subscriptions" ADD CONSTRAINT "asset_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_investor_account_id_accounts_id_fk" FOREIGN KEY ("investor_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_overrides" ADD CONSTRAINT "rating_overrides_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_asset_idx" ON "ledger_entries" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_payments_asset_number_key" ON "asset_payments" USING btree ("asset_id","number");--> statement-breakpoint
CREATE INDEX "asset_payments_account_idx" ON "asset_payments" USING btree ("account_id","payment_due_date");--> statement-breakpoint
CREATE INDEX "asset_subscriptions_subscription_idx" ON "asset_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "assets_account_idx" ON "assets" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "assets_open_idx" ON "assets" USING btree ("status","currency","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_accepted_per_asset" ON "orders" USING btree ("asset_id") WHERE "orders"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "orders_asset_idx" ON "orders" USING btree ("asset_id","status");--> statement-breakpoint
CREATE INDEX "orders_investor_idx" ON "orders" USING btree ("investor_account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "rating_overrides_account_idx" ON "rating_overrides" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_account_idx" ON "ratings" USING btree ("account_id","computed_at");--> statement-breakpoint
-- Every journal entry balances: at least two postings summing to zero. Checked at commit
-- (DEFERRABLE INITIALLY DEFERRED), so an entry and its postings are written in any order within
-- one transaction; a posting added later to an old entry is checked the same way.
CREATE FUNCTION "ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  posting_count integer;
  total numeric;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN entry := NEW.id; ELSE entry := NEW.entry_id; END IF;
  SELECT count(*), coalesce(sum(amount_minor), 0) INTO posting_count, total
    FROM ledger_postings WHERE entry_id = entry;
  IF posting_count < 2 THEN
    RAISE EXCEPTION 'ledger entry % has % posting(s); an entry needs at least two', entry, posting_count
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance: its postings sum to %', entry, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced"();
--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a new entry, never by changing history.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
