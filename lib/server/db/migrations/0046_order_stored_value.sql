ALTER TABLE "orders" ADD COLUMN "stored_value_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stored_value_uses" jsonb DEFAULT '[]'::jsonb NOT NULL;