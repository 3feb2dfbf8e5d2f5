CREATE INDEX "products_admin_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" USING btree ("updated_at","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("stock_quantity","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_admin_category_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);