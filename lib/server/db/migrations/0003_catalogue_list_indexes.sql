CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_paise","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("created_at","id") WHERE "products"."active" AND "products"."featured";