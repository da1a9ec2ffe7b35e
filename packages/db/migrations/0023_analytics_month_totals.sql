CREATE TABLE "analytics_book_versions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_month_totals" (
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"trade_length_months" integer NOT NULL,
	"month" date NOT NULL,
	"stamp" text NOT NULL,
	"totals" jsonb NOT NULL,
	CONSTRAINT "analytics_month_totals_pk" PRIMARY KEY("account_id","currency","trade_length_months","month")
);
--> statement-breakpoint
ALTER TABLE "analytics_month_totals" ADD CONSTRAINT "analytics_month_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the book version of each company whose subscriptions or subscription history a statement
-- wrote, in that statement's transaction: the stored month totals of an older version are never read.
CREATE FUNCTION "analytics_book_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_book_versions AS v (account_id, version)
    SELECT DISTINCT account_id, 1 FROM changed_rows
    ON CONFLICT (account_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_inserted_book" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_book_changed"();
--> statement-breakpoint
-- Of a subscription's own columns the history reads only these: a change of its trading status
-- or of its customer's name (the marketplace, an import's details) leaves the KPIs as they were.
CREATE FUNCTION "analytics_subscriptions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_book_versions AS v (account_id, version)
    SELECT DISTINCT n.account_id, 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.account_id, o.customer_external_id, o.start_date, o.end_date, o.pending_import_id)
      IS DISTINCT FROM (n.account_id, n.customer_external_id, n.start_date, n.end_date, n.pending_import_id)
    ON CONFLICT (account_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_updated_book" AFTER UPDATE ON "subscriptions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_subscriptions_updated"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_deleted_book" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_book_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscription_changes_inserted_book" AFTER INSERT ON "subscription_changes"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_book_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscription_changes_updated_book" AFTER UPDATE ON "subscription_changes"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_book_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscription_changes_deleted_book" AFTER DELETE ON "subscription_changes"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_book_changed"();
--> statement-breakpoint
-- A truncated book leaves no version to compare with: its stored totals go with it.
CREATE FUNCTION "analytics_books_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_month_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_truncated_book" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_books_truncated"();
--> statement-breakpoint
CREATE TRIGGER "subscription_changes_truncated_book" AFTER TRUNCATE ON "subscription_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_books_truncated"();
