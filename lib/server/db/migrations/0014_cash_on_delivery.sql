ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_max_order_paise" integer DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_zones" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cod_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_open_cod_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" = 'cod' and "orders"."status" in ('confirmed', 'processing', 'shipped');