CREATE TABLE "old_gold_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cause" text NOT NULL,
	"return_request_id" integer,
	"amount_paise" bigint NOT NULL,
	"method" text,
	"reference" text,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "old_gold_payouts_amount_positive" CHECK ("old_gold_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"utr" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"remitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_inspected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "old_gold_payouts" ADD CONSTRAINT "old_gold_payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_gold_payouts" ADD CONSTRAINT "old_gold_payouts_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_gold_payouts" ADD CONSTRAINT "old_gold_payouts_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "old_gold_payouts_cause_key" ON "old_gold_payouts" USING btree ("cause");--> statement-breakpoint
CREATE INDEX "old_gold_payouts_order_idx" ON "old_gold_payouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cod_remittances_shipment_idx" ON "cod_remittances" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "cod_remittances_order_idx" ON "cod_remittances" USING btree ("order_id");--> statement-breakpoint
-- Remittances recorded before each was kept as its own movement: one movement per shipment, as remitted.
INSERT INTO "cod_remittances" ("shipment_id", "order_id", "utr", "amount_paise", "remitted_at")
SELECT "id", "order_id", coalesce("remittance_utr", ''), "remitted_paise", "remitted_at"
FROM "shipments" WHERE "remitted_paise" IS NOT NULL AND "remitted_at" IS NOT NULL;
--> statement-breakpoint
-- Parcels back before the owner's inspection was asked for were refunded when they arrived: nothing waits.
UPDATE "orders" SET "rto_inspected_at" = "updated_at" WHERE "status" = 'returned_to_origin';
