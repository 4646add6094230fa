-- One person, several suppliers (issue 43; docs/decisions/auth.md, "Memberships"). A row of users is now a person
-- (e-mail, password, second factor, sessions, token version: every table keyed by users.id keeps its ids); what was
-- per supplier (users.supplier_id, users.is_admin, the supplier's activation) moves to supplier_memberships, one row per
-- person and supplier. Every existing supplier user becomes a person with one accepted membership carrying its supplier,
-- administrator right and activation; users.is_active becomes the person's own switch (operators'), true for them.
-- supplier_memberships is read at sign-in before any supplier is known, as users is: a reference table (no row-level
-- security), every request's statement filters it by the token's supplier. Refresh and sign-in-link tokens name the
-- supplier their session is for.
CREATE TABLE "supplier_memberships" (
	"user_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"invited_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_on" timestamp with time zone,
	CONSTRAINT "supplier_memberships_supplier_id_user_id_pk" PRIMARY KEY("supplier_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_memberships" ADD CONSTRAINT "supplier_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_memberships" ADD CONSTRAINT "supplier_memberships_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_memberships" ADD CONSTRAINT "supplier_memberships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_memberships_user_idx" ON "supplier_memberships" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "supplier_memberships" ("user_id", "supplier_id", "is_admin", "is_active", "created_on", "accepted_on")
  SELECT "id", "supplier_id", "is_admin", "is_active", "created_on", "created_on" FROM "users" WHERE "supplier_id" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_active" = true WHERE "supplier_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "refresh_tokens" r SET "supplier_id" = u."supplier_id" FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "auth_tokens" a SET "supplier_id" = u."supplier_id" FROM "users" u WHERE u."id" = a."user_id";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_operator_has_no_supplier";--> statement-breakpoint
DROP INDEX "users_supplier_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "supplier_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";--> statement-breakpoint
-- a membership's change (granted, activated, removed) drops the person's cached actor and re-checks their streams
CREATE OR REPLACE FUNCTION notify_membership_cache() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('cache_invalidated', 'user:' || NEW.user_id);
  ELSE
    PERFORM pg_notify('cache_invalidated', 'user:' || OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER supplier_memberships_notify_cache
  AFTER INSERT OR UPDATE OR DELETE ON supplier_memberships
  FOR EACH ROW EXECUTE FUNCTION notify_membership_cache();
--> statement-breakpoint
CREATE TRIGGER supplier_memberships_notify_cache_truncate
  AFTER TRUNCATE ON supplier_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_caches();
--> statement-breakpoint
-- Data versions (migration 0038): a person's change (their name in a supplier's answers) gives every supplier of the
-- person a new version; a membership's change its supplier. users has no supplier_id any more.
DROP TRIGGER "users_data_version_insert" ON "users";--> statement-breakpoint
DROP TRIGGER "users_data_version_update" ON "users";--> statement-breakpoint
DROP TRIGGER "users_data_version_delete" ON "users";--> statement-breakpoint
CREATE FUNCTION person_data_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_touch_supplier_data(ARRAY(SELECT DISTINCT m.supplier_id::int FROM changed c JOIN supplier_memberships m ON m.user_id = c.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- (a new person has no membership yet, a deleted one's go with it: the insert and delete triggers are kept for symmetry)
CREATE TRIGGER "users_data_version_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION person_data_changed();--> statement-breakpoint
CREATE TRIGGER "users_data_version_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION person_data_changed();--> statement-breakpoint
CREATE TRIGGER "users_data_version_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION person_data_changed();--> statement-breakpoint
CREATE TRIGGER "supplier_memberships_data_version_insert" AFTER INSERT ON "supplier_memberships" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed();--> statement-breakpoint
CREATE TRIGGER "supplier_memberships_data_version_update" AFTER UPDATE ON "supplier_memberships" REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_moved();--> statement-breakpoint
CREATE TRIGGER "supplier_memberships_data_version_delete" AFTER DELETE ON "supplier_memberships" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed();--> statement-breakpoint
CREATE TRIGGER "supplier_memberships_data_version_truncate" AFTER TRUNCATE ON "supplier_memberships" FOR EACH STATEMENT EXECUTE FUNCTION portal_forget_supplier_data_versions();
