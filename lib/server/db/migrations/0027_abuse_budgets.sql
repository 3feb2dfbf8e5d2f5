ALTER TABLE "shop_settings" ADD COLUMN "cod_confirm_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_send_events" ADD COLUMN "kind" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_sessions" ADD COLUMN "send_kind" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_token_hash" text;--> statement-breakpoint
CREATE INDEX "orders_cod_unconfirmed_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirm_by" is not null and "orders"."cod_confirmed_at" is null and "orders"."status" = 'confirmed';