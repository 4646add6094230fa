-- SCIM's leftovers (docs/decisions/auth.md, "SCIM provisioning"): the per-token count of calls a minute (as
-- api_token_calls of 0028: one row per token and clock minute, every process counting in the same row), and the time of
-- the last change of a person and of a membership, which SCIM answers as meta.lastModified. The users administration
-- writes the clock's time with its changes; a trigger stamps the others (a sign-in's acceptance of an invitation, a
-- sign-in through the company's identity provider) so that no writer can leave the time behind.
CREATE TABLE "scim_token_calls" (
	"token_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "scim_token_calls_token_id_window_start_pk" PRIMARY KEY("token_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changed_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_memberships" ADD COLUMN "changed_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "users" SET "changed_on" = "created_on";--> statement-breakpoint
UPDATE "supplier_memberships" SET "changed_on" = greatest("created_on", coalesce("accepted_on", "created_on"));--> statement-breakpoint
-- a new row's last change is its creation; a change of what SCIM shows, unless the statement set the time itself, is now
CREATE FUNCTION portal_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.changed_on := NEW.created_on;
  ELSIF NEW.changed_on IS NOT DISTINCT FROM OLD.changed_on AND (
    NEW.user_name IS DISTINCT FROM OLD.user_name OR NEW.email IS DISTINCT FROM OLD.email
    OR NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
    OR NEW.is_active IS DISTINCT FROM OLD.is_active
  ) THEN
    NEW.changed_on := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION portal_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.changed_on := NEW.created_on;
  ELSIF NEW.changed_on IS NOT DISTINCT FROM OLD.changed_on AND (
    NEW.is_admin IS DISTINCT FROM OLD.is_admin OR NEW.is_active IS DISTINCT FROM OLD.is_active
    OR NEW.accepted_on IS DISTINCT FROM OLD.accepted_on OR NEW.external_id IS DISTINCT FROM OLD.external_id
  ) THEN
    NEW.changed_on := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_changed_on" BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION portal_person_changed();--> statement-breakpoint
CREATE TRIGGER "supplier_memberships_changed_on" BEFORE INSERT OR UPDATE ON "supplier_memberships" FOR EACH ROW EXECUTE FUNCTION portal_membership_changed();
