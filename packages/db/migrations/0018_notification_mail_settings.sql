CREATE TABLE "notification_mail_settings" (
	"sub" text PRIMARY KEY NOT NULL,
	"mail_types" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_mail_settings" ADD CONSTRAINT "notification_mail_settings_sub_profiles_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."profiles"("sub") ON DELETE cascade ON UPDATE no action;