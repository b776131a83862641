-- Every instance caches what all visitors see alike (catalog reads, anonymous pages). A change to
-- the tables behind it tells every instance, on commit, to drop its cache (see src/platform/public-cache.ts).
CREATE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bay_public_content', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER news_posts_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
-- Reviews show their author's name.
CREATE TRIGGER users_public_content AFTER UPDATE OF full_name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
