-- Each instance keeps signed-in sessions in memory for a short time (src/accounts/session-cache.ts).
-- Whatever ends a session or changes who it signs in (logout, password reset, account deleted, role,
-- name, admin access) notifies every instance on commit, and each drops its cached sessions.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bay_sessions', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_details AFTER UPDATE OF email, full_name, phone_number, role OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER admin_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admin_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
