CREATE TABLE "identity_blocked_subjects" (
	"sub" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sub" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"target" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_devices" (
	"device_key" text PRIMARY KEY NOT NULL,
	"sub" uuid NOT NULL,
	"group_key" text NOT NULL,
	"srp_salt" text,
	"srp_verifier" text,
	"name" text,
	"remembered" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_ip" text,
	"last_authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sub" uuid NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"device_key" text,
	"auth_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"sub" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"pending_email" text,
	"status" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"srp_salt" text NOT NULL,
	"srp_verifier" text NOT NULL,
	"temporary_password_expires_at" timestamp with time zone,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"sms_mfa_enabled" boolean DEFAULT false NOT NULL,
	"preferred_mfa" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_sub_identity_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_devices" ADD CONSTRAINT "identity_devices_sub_identity_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_sub_identity_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_challenges_expires_idx" ON "identity_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_codes_sub_purpose_idx" ON "identity_codes" USING btree ("sub","purpose");--> statement-breakpoint
CREATE INDEX "identity_devices_sub_idx" ON "identity_devices" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_sessions_refresh_idx" ON "identity_sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "identity_sessions_sub_idx" ON "identity_sessions" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_email_idx" ON "identity_users" USING btree ("email");