CREATE TABLE "strategy_auto_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"order_id" uuid,
	"investor_account_id" uuid NOT NULL,
	"price_minor" bigint NOT NULL,
	"explanation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"investment_minor" bigint NOT NULL,
	"min_arr_minor" bigint DEFAULT 0 NOT NULL,
	"max_arr_minor" bigint,
	"min_run_rate_minor" bigint DEFAULT 0 NOT NULL,
	"company_category" text,
	"risk_rank" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_strategies_investment_positive" CHECK ("trading_strategies"."investment_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "strategy_auto_bids" ADD CONSTRAINT "strategy_auto_bids_strategy_id_trading_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."trading_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_auto_bids" ADD CONSTRAINT "strategy_auto_bids_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_auto_bids" ADD CONSTRAINT "strategy_auto_bids_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_auto_bids" ADD CONSTRAINT "strategy_auto_bids_investor_account_id_accounts_id_fk" FOREIGN KEY ("investor_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_strategies" ADD CONSTRAINT "trading_strategies_investor_account_id_accounts_id_fk" FOREIGN KEY ("investor_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_auto_bids_strategy_asset_key" ON "strategy_auto_bids" USING btree ("strategy_id","asset_id");--> statement-breakpoint
CREATE INDEX "strategy_auto_bids_investor_idx" ON "strategy_auto_bids" USING btree ("investor_account_id","created_at");--> statement-breakpoint
CREATE INDEX "strategy_auto_bids_order_idx" ON "strategy_auto_bids" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trading_strategies_investor_idx" ON "trading_strategies" USING btree ("investor_account_id","created_at");--> statement-breakpoint
CREATE INDEX "trading_strategies_currency_idx" ON "trading_strategies" USING btree ("currency");