CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
INSERT INTO "consent_events" ("user_id", "purpose", "given", "source", "actor", "created_at")
SELECT "id", p.purpose, true, 'earlier_record', NULL, "marketing_mail_at"
FROM "users" CROSS JOIN (VALUES ('marketing_mail'), ('cart_reminders')) AS p(purpose)
WHERE "marketing_mail_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "marketing_mail_at";
