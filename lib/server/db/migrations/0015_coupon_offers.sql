ALTER TABLE "coupons" DROP CONSTRAINT "coupons_percent_range";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off_paise" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "applies_to" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_applies_to" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_amount_off_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_making_off_paise" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_off_positive" CHECK ("coupons"."amount_off_paise" IS NULL OR "coupons"."amount_off_paise" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_kind" CHECK (("coupons"."percent" IS NULL) <> ("coupons"."amount_off_paise" IS NULL));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent" IS NULL OR ("coupons"."percent" > 0 AND "coupons"."percent" <= 90));