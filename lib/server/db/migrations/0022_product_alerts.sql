CREATE TABLE "product_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"price_paise" integer,
	"armed" boolean DEFAULT true NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "product_alerts_one_recipient" CHECK (("product_alerts"."user_id" IS NULL) <> ("product_alerts"."email" IS NULL)),
	CONSTRAINT "product_alerts_price_drop_price" CHECK ("product_alerts"."kind" <> 'price_drop' OR "product_alerts"."price_paise" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_user_key" ON "product_alerts" USING btree ("user_id","product_id","kind","size") WHERE "product_alerts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_email_key" ON "product_alerts" USING btree ("email","product_id","kind","size") WHERE "product_alerts"."email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_unsubscribe_key" ON "product_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "product_alerts_product_idx" ON "product_alerts" USING btree ("product_id");