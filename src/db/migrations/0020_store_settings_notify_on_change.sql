-- A statement-level trigger fires even when its statement changes no row, and every server process
-- makes sure the settings row exists as it starts (INSERT … ON CONFLICT DO NOTHING): each start
-- dropped every other instance's public cache and suggestion index. One row per change instead: an
-- insert that inserts nothing notifies no one. TRUNCATE has no rows and stays per statement.
DROP TRIGGER store_settings_public_content ON store_settings;
--> statement-breakpoint
CREATE TRIGGER store_settings_public_content AFTER INSERT OR UPDATE OR DELETE ON store_settings
  FOR EACH ROW EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER store_settings_truncated_public_content AFTER TRUNCATE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
