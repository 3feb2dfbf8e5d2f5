CREATE TABLE "product_import_journal" (
	"import_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"before" jsonb,
	"written" jsonb,
	CONSTRAINT "product_import_journal_import_id_product_id_pk" PRIMARY KEY("import_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'applying' NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_import_journal" ADD CONSTRAINT "product_import_journal_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;