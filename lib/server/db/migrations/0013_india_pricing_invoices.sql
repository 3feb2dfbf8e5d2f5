CREATE TABLE "metal_rate_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"rate_paise_per_gram" integer NOT NULL,
	"previous_paise_per_gram" integer,
	"repriced_count" integer DEFAULT 0 NOT NULL,
	"changed_by" integer,
	"changed_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_rates" (
	"key" text PRIMARY KEY NOT NULL,
	"rate_paise_per_gram" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"items" jsonb NOT NULL,
	"amount_paise" integer NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_amount_positive" CHECK ("return_requests"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "weight_grams" SET DATA TYPE numeric(8, 3);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text DEFAULT '7113' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_breakup" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hallmarked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "huids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '7113' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pricing_kind" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal_rate_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_charge_kind" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_charge_value" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stone_charges_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hallmarked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_breakup" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_window_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "metal_rate_history" ADD CONSTRAINT "metal_rate_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rate_history_key_idx" ON "metal_rate_history" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_open_key" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" in ('requested', 'approved', 'received');--> statement-breakpoint
CREATE INDEX "return_requests_open_idx" ON "return_requests" USING btree ("created_at") WHERE "return_requests"."status" in ('requested', 'approved', 'received');--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_key" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_key" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_key" ON "tax_documents" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "products_metal_rate_idx" ON "products" USING btree ("metal_rate_key") WHERE "products"."pricing_kind" = 'weight';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_pricing_complete" CHECK ("products"."pricing_kind" = 'fixed' OR ("products"."metal_rate_key" IS NOT NULL AND "products"."weight_grams" IS NOT NULL AND "products"."making_charge_kind" IS NOT NULL AND "products"."making_charge_value" IS NOT NULL));--> statement-breakpoint
-- Plated and other imitation pieces are HSN 7117; everything else stays 7113 (jewellery of precious metal).
UPDATE "products" SET "hsn_code" = '7117' WHERE "metal" ILIKE '%plated%' OR "metal" ILIKE '%brass%' OR "metal" ILIKE '%imitation%';
