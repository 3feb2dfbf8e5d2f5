ALTER TABLE "return_requests" ADD COLUMN "refunded_paise" integer;--> statement-breakpoint
-- hand-written (w30money): returns refunded before this column existed refunded their whole amount
UPDATE "return_requests" SET "refunded_paise" = "amount_paise" WHERE "status" = 'refunded' AND "refunded_paise" IS NULL;
