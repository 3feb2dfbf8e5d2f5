CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"day" text,
	"status" text DEFAULT 'running' NOT NULL,
	"location" text,
	"bytes" bigint,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_day_key" ON "backups" USING btree ("day");--> statement-breakpoint
CREATE INDEX "backups_finished_idx" ON "backups" USING btree ("finished_at");