-- Cases (docs/decisions/cases.md): the categories the console sets (a reference table, no supplier) with their targets,
-- the suppliers' cases, their messages and the messages' files (tenant tables: row-level security as every other,
-- migrations 0024/0027; keys (supplier_id, id) as 0026; data versions as 0038). A case's number comes from one
-- sequence (CASE-000123); its due times are written when it is opened (a category's later targets apply to new cases).
CREATE TABLE "case_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"first_answer_hours" integer NOT NULL,
	"resolution_hours" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "case_categories_name_ck" CHECK (char_length("case_categories"."name") between 1 and 80),
	CONSTRAINT "case_categories_targets_ck" CHECK ("case_categories"."first_answer_hours" between 1 and 8760 and "case_categories"."resolution_hours" between "case_categories"."first_answer_hours" and 8760)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "case_categories_name_uq" ON "case_categories" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "case_categories" ADD CONSTRAINT "case_categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE SEQUENCE "case_number_seq" INCREMENT BY 1 MINVALUE 1 START WITH 1;--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"case_number" text NOT NULL,
	"category_id" integer NOT NULL,
	"subject" text NOT NULL,
	"state" text NOT NULL,
	"link_kind" text,
	"link_id" integer,
	"link_label" text,
	"order_id" integer,
	"author_user_id" integer,
	"assignee_user_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"first_answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"first_answer_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cases_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "cases_state_ck" CHECK ("cases"."state" in ('New','WaitingOnMarketplace','WaitingOnSupplier','Resolved')),
	CONSTRAINT "cases_link_ck" CHECK (("cases"."link_kind" is null) = ("cases"."link_id" is null) and ("cases"."link_kind" is null or "cases"."link_kind" in ('order','invoice','deduction','remittance'))),
	CONSTRAINT "cases_resolved_ck" CHECK (("cases"."state" = 'Resolved') = ("cases"."resolved_at" is not null)),
	CONSTRAINT "cases_subject_ck" CHECK (char_length("cases"."subject") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "case_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_messages_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "case_messages_side_ck" CHECK ("case_messages"."side" in ('supplier','marketplace')),
	CONSTRAINT "case_messages_body_ck" CHECK (char_length("case_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "case_files" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "case_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"uploaded_on" timestamp with time zone NOT NULL,
	CONSTRAINT "case_files_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_category_id_case_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."case_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_order_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_fk" FOREIGN KEY ("supplier_id","case_id") REFERENCES "public"."cases"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_case_id_fk" FOREIGN KEY ("supplier_id","case_id") REFERENCES "public"."cases"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_message_id_fk" FOREIGN KEY ("supplier_id","message_id") REFERENCES "public"."case_messages"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_number_uq" ON "cases" USING btree ("supplier_id","case_number");--> statement-breakpoint
CREATE INDEX "cases_supplier_updated_idx" ON "cases" USING btree ("supplier_id","updated_at");--> statement-breakpoint
CREATE INDEX "cases_link_idx" ON "cases" USING btree ("supplier_id","link_kind","link_id") WHERE "cases"."link_kind" is not null;--> statement-breakpoint
-- the console's queue: the open cases by their next due time (breaching first)
CREATE INDEX "cases_open_due_idx" ON "cases" USING btree ((case when "first_answered_at" is null then least("first_answer_due_at", "resolution_due_at") else "resolution_due_at" end)) WHERE "cases"."state" <> 'Resolved';--> statement-breakpoint
CREATE INDEX "case_messages_case_idx" ON "case_messages" USING btree ("supplier_id","case_id","id");--> statement-breakpoint
CREATE INDEX "case_files_case_idx" ON "case_files" USING btree ("supplier_id","case_id");--> statement-breakpoint
-- The categories the console starts with (docs/decisions/cases.md, "Categories"): hours of the clock.
INSERT INTO "case_categories" ("name", "first_answer_hours", "resolution_hours", "position") VALUES
  ('Address correction', 4, 24, 1),
  ('Payments and remittances', 24, 120, 2),
  ('Deduction question', 24, 120, 3),
  ('Shipping and labels', 8, 48, 4),
  ('Returns', 24, 96, 5),
  ('Account and access', 8, 48, 6),
  ('Other', 48, 168, 7);--> statement-breakpoint
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['cases', 'case_messages', 'case_files'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator())) WITH CHECK (supplier_id = (SELECT portal_tenant_supplier()) OR (SELECT portal_tenant_operator()))',
      t
    );
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed()', t || '_data_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_moved()', t || '_data_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION supplier_data_changed()', t || '_data_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_forget_supplier_data_versions()', t || '_data_version_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A change of a supplier's cases (a case opened, answered, resolved, reopened, a message) reaches its open pages
-- through the event stream: 'cases:<supplier>' on cache_invalidated at commit (the stream sends `cases-changed`; a
-- rollback announces nothing). Nothing in the read caches reads the cases.
CREATE FUNCTION cases_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', 'cases:' || s.supplier_id) FROM (SELECT DISTINCT supplier_id FROM changed ORDER BY 1) s;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cases_notify_insert AFTER INSERT ON cases REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION cases_notify();
--> statement-breakpoint
CREATE TRIGGER cases_notify_update AFTER UPDATE ON cases REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION cases_notify();
--> statement-breakpoint
CREATE TRIGGER case_messages_notify_insert AFTER INSERT ON case_messages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION cases_notify();
