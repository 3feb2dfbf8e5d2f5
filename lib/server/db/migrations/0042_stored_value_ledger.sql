CREATE TABLE "gift_card_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_network" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text,
	"code_last4" text,
	"amount_paise" bigint NOT NULL,
	"buyer_user_id" integer,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"recipient_phone" text,
	"message" text,
	"send_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"provider" text,
	"provider_order_id" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"issued_at" timestamp with time zone,
	"expires_on" date,
	"stored_value_id" integer,
	"issued_by" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "stored_value_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"stored_value_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"refund_id" integer,
	"actor" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_value_movements_not_zero" CHECK ("stored_value_movements"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stored_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"source_key" text NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"expires_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_values_balance_not_negative" CHECK ("stored_values"."balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_stored_value_id_stored_values_id_fk" FOREIGN KEY ("stored_value_id") REFERENCES "public"."stored_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_movements" ADD CONSTRAINT "stored_value_movements_stored_value_id_stored_values_id_fk" FOREIGN KEY ("stored_value_id") REFERENCES "public"."stored_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_movements" ADD CONSTRAINT "stored_value_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_movements" ADD CONSTRAINT "stored_value_movements_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_values" ADD CONSTRAINT "stored_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_lookups_client_idx" ON "gift_card_lookups" USING btree ("client_network","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_provider_order_key" ON "gift_cards" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_unsent_idx" ON "gift_cards" USING btree ("send_on") WHERE "gift_cards"."status" = 'issued' and "gift_cards"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "stored_value_movements_value_idx" ON "stored_value_movements" USING btree ("stored_value_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_value_movements_order_idx" ON "stored_value_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_value_movements_refund_key" ON "stored_value_movements" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_values_source_key" ON "stored_values" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "stored_values_user_idx" ON "stored_values" USING btree ("user_id","kind");