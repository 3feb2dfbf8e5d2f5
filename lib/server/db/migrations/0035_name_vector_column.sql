DROP INDEX "products_name_vector_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "products"."name")) STORED;--> statement-breakpoint
CREATE INDEX "products_name_vector_idx" ON "products" USING gin ("name_vector");