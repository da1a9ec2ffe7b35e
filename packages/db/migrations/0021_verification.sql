CREATE TABLE "verification_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"profile_sub" text,
	"provider" text NOT NULL,
	"external_user_id" text NOT NULL,
	"applicant_id" text NOT NULL,
	"level" text NOT NULL,
	"status" text NOT NULL,
	"steps_done" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_of_funds" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_applicants" ADD CONSTRAINT "verification_applicants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_applicants" ADD CONSTRAINT "verification_applicants_profile_sub_profiles_sub_fk" FOREIGN KEY ("profile_sub") REFERENCES "public"."profiles"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_applicants_user_idx" ON "verification_applicants" USING btree ("provider","external_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_applicants_applicant_idx" ON "verification_applicants" USING btree ("provider","applicant_id");--> statement-breakpoint
CREATE INDEX "verification_applicants_account_idx" ON "verification_applicants" USING btree ("account_id");