ALTER TABLE "shop_settings" ALTER COLUMN "cod_max_order_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "cod_max_order_paise" SET DEFAULT 5000000;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "amount_off_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_order_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "original_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "engraving_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "stone_charges_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "engraving_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "exchange_credit_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "coupon_amount_off_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "coupon_making_off_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "refunded_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metal_rate_history" ALTER COLUMN "rate_paise_per_gram" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metal_rate_history" ALTER COLUMN "previous_paise_per_gram" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metal_rates" ALTER COLUMN "rate_paise_per_gram" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_alerts" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "declared_value_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "cod_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "freight_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "remitted_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_settings" ALTER COLUMN "otp_delivery_min_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ALTER COLUMN "rate_paise_per_gram" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ALTER COLUMN "value_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ALTER COLUMN "tested_value_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "purpose" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
-- The price of old gold that tested above its quote was recorded as a refund; it is a purchase of gold.
UPDATE "refunds" SET "purpose" = 'old_gold_purchase' WHERE "idempotency_key" LIKE 'exchange-excess-%';
