CREATE TABLE "exchange_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"rate_key" text NOT NULL,
	"weight_mg" integer NOT NULL,
	"rate_paise_per_gram" integer NOT NULL,
	"deduction_bp" integer NOT NULL,
	"value_paise" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"tested_weight_mg" integer,
	"tested_rate_key" text,
	"tested_value_paise" integer,
	"tested_at" timestamp with time zone,
	"tested_by" integer,
	CONSTRAINT "exchange_quotes_value_not_negative" CHECK ("exchange_quotes"."value_paise" >= 0 and "exchange_quotes"."weight_mg" > 0)
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "selling" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_tested_by_users_id_fk" FOREIGN KEY ("tested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_quotes_order_key" ON "exchange_quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exchange_quotes_client_created_idx" ON "exchange_quotes" USING btree ("client_ip","created_at");