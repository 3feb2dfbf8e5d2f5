CREATE TABLE "staff_invite_permissions" (
	"invite_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "staff_invite_permissions_invite_id_permission_pk" PRIMARY KEY("invite_id","permission")
);
--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"user_id" integer NOT NULL,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
ALTER TABLE "staff_invite_permissions" ADD CONSTRAINT "staff_invite_permissions_invite_id_staff_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."staff_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (roles)
-- Staff keep what their role gave them before, but the metal rates, which are now granted one by one.
INSERT INTO "staff_permissions" ("user_id", "permission")
SELECT u."id", p."permission"
FROM "users" u
CROSS JOIN (VALUES ('orders'), ('catalogue'), ('coupons'), ('customers'), ('content'), ('reports')) AS p("permission")
WHERE u."role" = 'staff'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "staff_invite_permissions" ("invite_id", "permission")
SELECT i."id", p."permission"
FROM "staff_invites" i
CROSS JOIN (VALUES ('orders'), ('catalogue'), ('coupons'), ('customers'), ('content'), ('reports')) AS p("permission")
WHERE i."accepted_at" IS NULL AND i."revoked_at" IS NULL
ON CONFLICT DO NOTHING;
