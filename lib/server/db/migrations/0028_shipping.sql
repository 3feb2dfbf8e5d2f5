CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"reason" text,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'forward' NOT NULL,
	"return_request_id" integer,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text NOT NULL,
	"courier" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"declared_value_paise" integer NOT NULL,
	"insured" boolean DEFAULT true NOT NULL,
	"otp_delivery" boolean DEFAULT false NOT NULL,
	"cod_paise" integer DEFAULT 0 NOT NULL,
	"freight_paise" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"pickup_date" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"label_url" text,
	"tracking_url" text,
	"last_event_at" timestamp with time zone,
	"remitted_paise" integer,
	"remittance_utr" text,
	"remitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_declared_not_negative" CHECK ("shipments"."declared_value_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pickup" jsonb,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"otp_delivery_min_paise" integer NOT NULL,
	"rto_refund_less_freight" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_single_row" CHECK ("shipping_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_event_key" ON "shipment_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_forward_order_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."kind" = 'forward' and "shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shipments_pickup_idx" ON "shipments" USING btree ("pickup_date");