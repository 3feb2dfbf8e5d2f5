CREATE TABLE "carousel_event_visitors" (
	"slide_id" integer NOT NULL,
	"event" text NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carousel_event_visitors_slide_id_event_visitor_pk" PRIMARY KEY("slide_id","event","visitor")
);
--> statement-breakpoint
ALTER TABLE "carousel_event_visitors" ADD CONSTRAINT "carousel_event_visitors_slide_id_carousel_images_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."carousel_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_event_visitors_counted_idx" ON "carousel_event_visitors" USING btree ("counted_at");