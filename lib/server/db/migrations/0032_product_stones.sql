ALTER TABLE "products" ADD COLUMN "gross_weight_grams" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "engraving_max_chars" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "engraving_price_paise" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "engraving_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gross_weight_grams" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "made_to_order_days" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "engraving_text" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "engraving_paise" integer DEFAULT 0 NOT NULL;