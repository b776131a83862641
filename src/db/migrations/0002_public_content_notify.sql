-- Every instance caches what all visitors see alike (catalog reads, anonymous pages, order tracking).
-- A change to the tables behind it tells every instance, on commit, to drop its cache (see
-- src/platform/public-cache.ts). NOTIFY serialises the commits that use it, so a checkout does not
-- notify: its stock changes only when a product sells out (or comes back), and a new order is not
-- yet on any cached page. Other stock counts may show up to PUBLIC_CACHE_SECONDS late elsewhere.
CREATE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bay_public_content', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_public_content AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER products_shown_public_content AFTER UPDATE OF name, description, price_kobo, sale_price_kobo, is_on_sale,
  is_new, status, image_url, images, category, sizes, colors, priority, rating_sum, review_count ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER products_sold_out_public_content AFTER UPDATE OF stock_quantity ON products
  FOR EACH ROW WHEN ((OLD.stock_quantity = 0) IS DISTINCT FROM (NEW.stock_quantity = 0))
  EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER news_posts_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
-- Order tracking pages are open to visitors.
CREATE TRIGGER orders_public_content AFTER UPDATE OF status, payment_status, shipping_address OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
-- Reviews show their author's name.
CREATE TRIGGER users_public_content AFTER UPDATE OF full_name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
