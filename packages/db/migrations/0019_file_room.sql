CREATE TABLE "file_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"asset_id" uuid,
	"investor_account_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_shares_one_target" CHECK (num_nonnulls("file_shares"."asset_id", "file_shares"."investor_account_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "folder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_investor_account_id_accounts_id_fk" FOREIGN KEY ("investor_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_asset_uq" ON "file_shares" USING btree ("file_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_investor_uq" ON "file_shares" USING btree ("file_id","investor_account_id");--> statement-breakpoint
CREATE INDEX "file_shares_account_idx" ON "file_shares" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "file_shares_investor_idx" ON "file_shares" USING btree ("investor_account_id");--> statement-breakpoint
CREATE INDEX "file_shares_asset_idx" ON "file_shares" USING btree ("asset_id");