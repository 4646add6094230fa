-- A flag change reaches the supplier's open pages through the event stream (platform/events): a change of a supplier's
-- override announces 'flags:<supplier>' on cache_invalidated at commit, a change of a flag's default 'flags:*'.
CREATE OR REPLACE FUNCTION notify_feature_flag_override() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', 'flags:' || COALESCE(NEW.supplier_id, OLD.supplier_id));
  IF TG_OP = 'UPDATE' AND NEW.supplier_id IS DISTINCT FROM OLD.supplier_id THEN
    PERFORM pg_notify('cache_invalidated', 'flags:' || OLD.supplier_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER feature_flag_overrides_notify
  AFTER INSERT OR UPDATE OR DELETE ON feature_flag_overrides
  FOR EACH ROW EXECUTE FUNCTION notify_feature_flag_override();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_feature_flag_default() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_invalidated', 'flags:*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER feature_flags_notify
  AFTER INSERT OR UPDATE OR DELETE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_feature_flag_default();
