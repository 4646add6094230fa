-- The reactions that follow a domain event after its commit (platform/events; docs/architecture.md, "Domain
-- events"): a row per event and after-commit subscriber, written in the change's transaction, claimed by a worker of
-- any process and deleted in the transaction of its reaction. Not a tenant table (the supplier is in the event; no
-- request reads it).
CREATE TABLE "domain_event_reactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_event_reactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscriber" text NOT NULL,
	"event_type" text NOT NULL,
	"event" jsonb NOT NULL,
	"occurred_on" timestamp with time zone NOT NULL,
	"next_attempt_on" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "domain_event_reactions_due_idx" ON "domain_event_reactions" USING btree ("next_attempt_on","id");--> statement-breakpoint
-- Wakes the workers listening (LISTEN domain_event_reactions) when a change that wrote reactions commits: one
-- notification per statement, delivered at commit, none for a rolled-back change.
CREATE FUNCTION domain_event_reactions_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_event_reactions', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "domain_event_reactions_notify" AFTER INSERT ON "domain_event_reactions"
  FOR EACH STATEMENT EXECUTE FUNCTION domain_event_reactions_written();
