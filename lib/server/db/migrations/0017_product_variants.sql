CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"price_paise" integer NOT NULL,
	"weight_grams" numeric(8, 3),
	"price_breakup" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_varies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_size_key" ON "product_variants" USING btree ("product_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku") WHERE "product_variants"."sku" IS NOT NULL;--> statement-breakpoint
-- hand-written (w30variants): every existing piece with sizes gets one variant per size, with today's price
-- (and weight and breakup when sold by weight); its stock is split evenly, the remainder going one piece each
-- to the first sizes (7 pieces in 3 sizes: 3, 2, 2). Pieces without sizes get no variants.
INSERT INTO "product_variants" ("product_id", "size", "stock_quantity", "price_paise", "weight_grams", "price_breakup", "position")
SELECT p."id", s."size",
	p."stock_quantity" / cardinality(p."sizes") + CASE WHEN s."ord" <= p."stock_quantity" % cardinality(p."sizes") THEN 1 ELSE 0 END,
	p."price_paise",
	CASE WHEN p."pricing_kind" = 'weight' THEN p."weight_grams" END,
	CASE WHEN p."pricing_kind" = 'weight' THEN p."price_breakup" END,
	s."ord" - 1
FROM "products" p CROSS JOIN LATERAL unnest(p."sizes") WITH ORDINALITY AS s("size", "ord")
WHERE cardinality(p."sizes") > 0
ON CONFLICT ("product_id", "size") DO NOTHING;--> statement-breakpoint
UPDATE "products" p SET "stock_quantity" = v."total"
FROM (SELECT "product_id", sum("stock_quantity")::int AS "total" FROM "product_variants" GROUP BY "product_id") v
WHERE p."id" = v."product_id" AND p."stock_quantity" <> v."total";
