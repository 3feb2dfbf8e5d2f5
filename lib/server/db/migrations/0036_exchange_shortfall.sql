ALTER TABLE "exchange_quotes" ADD COLUMN "shortfall_provider_order_id" text;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD COLUMN "shortfall_provider" text;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD COLUMN "shortfall_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_quotes_shortfall_order_key" ON "exchange_quotes" USING btree ("shortfall_provider","shortfall_provider_order_id");