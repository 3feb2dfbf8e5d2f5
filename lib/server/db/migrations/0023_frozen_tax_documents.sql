DROP INDEX "tax_documents_order_invoice_key";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_key" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice' AND "tax_documents"."replaced_at" IS NULL;