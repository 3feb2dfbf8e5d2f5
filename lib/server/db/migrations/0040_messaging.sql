CREATE TABLE "inbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_message_id" text NOT NULL,
	"from_phone" text NOT NULL,
	"text" text,
	"button_id" text,
	"context_message_id" text,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"text" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"dedupe_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbound_messages_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_messages_to_idx" ON "outbound_messages" USING btree ("to_phone","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_order_idx" ON "outbound_messages" USING btree ("order_id");