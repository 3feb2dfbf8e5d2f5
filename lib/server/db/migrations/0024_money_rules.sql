ALTER TABLE "orders" ADD COLUMN "buyer_pan" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "form_60" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "damaged_items" jsonb DEFAULT '[]'::jsonb NOT NULL;