CREATE TABLE "savings_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"instalment_paise" bigint NOT NULL,
	"months" integer NOT NULL,
	"bonus_percent" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"expiry_policy" text NOT NULL,
	"enrolled_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_paid_on" date,
	"redeem_by" date,
	"bonus_paise" bigint DEFAULT 0 NOT NULL,
	"reminded_seq" integer,
	"settled_at" timestamp with time zone,
	"expiry_outcome" text,
	"expired_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"seq" integer,
	"paid_month" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"voucher_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"min_instalment_paise" bigint NOT NULL,
	"max_instalment_paise" bigint NOT NULL,
	"bonus_percent" integer NOT NULL,
	"grace_days" integer DEFAULT 7 NOT NULL,
	"expiry_policy" text DEFAULT 'store_credit' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_plans_months_check" CHECK ("savings_plans"."months" BETWEEN 1 AND 11),
	CONSTRAINT "savings_plans_bonus_check" CHECK ("savings_plans"."bonus_percent" BETWEEN 0 AND 100),
	CONSTRAINT "savings_plans_instalment_check" CHECK ("savings_plans"."min_instalment_paise" <= "savings_plans"."max_instalment_paise")
);
--> statement-breakpoint
ALTER TABLE "savings_enrolments" ADD CONSTRAINT "savings_enrolments_plan_id_savings_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."savings_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_enrolments" ADD CONSTRAINT "savings_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_instalments" ADD CONSTRAINT "savings_instalments_enrolment_id_savings_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."savings_enrolments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "savings_enrolments_user_idx" ON "savings_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "savings_enrolments_plan_idx" ON "savings_enrolments" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "savings_instalments_provider_order_idx" ON "savings_instalments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_payment_key" ON "savings_instalments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_voucher_key" ON "savings_instalments" USING btree ("voucher_number");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_seq_key" ON "savings_instalments" USING btree ("enrolment_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_month_key" ON "savings_instalments" USING btree ("enrolment_id","paid_month");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_pending_key" ON "savings_instalments" USING btree ("enrolment_id") WHERE "savings_instalments"."status" = 'pending';