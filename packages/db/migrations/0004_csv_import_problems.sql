ALTER TABLE "csv_imports" ADD COLUMN "problems" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;