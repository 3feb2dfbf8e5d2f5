CREATE TABLE "owner_alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_alert_settings_single_row" CHECK ("owner_alert_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "owner_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "owner_alerts_key_key" ON "owner_alerts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "owner_alerts_digest_idx" ON "owner_alerts" USING btree ("created_at") WHERE "owner_alerts"."status" = 'digest';