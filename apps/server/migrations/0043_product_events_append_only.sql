-- Product events are append-only (issue 19, decision 097), as the audit log (decision 094): no role,
-- the application's included, may change or remove an event. Row triggers refuse UPDATE and DELETE,
-- a statement trigger refuses TRUNCATE.
CREATE FUNCTION product_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'product_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_events_no_update_or_delete BEFORE UPDATE OR DELETE ON product_events FOR EACH ROW EXECUTE FUNCTION product_events_append_only();
--> statement-breakpoint
CREATE TRIGGER product_events_no_truncate BEFORE TRUNCATE ON product_events FOR EACH STATEMENT EXECUTE FUNCTION product_events_append_only();
