CREATE TABLE "store_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The footer links the written pages on every cached page: an edit drops every instance's public
-- cache (migration 0002's channel). Per row, as for the settings (migration 0020).
CREATE TRIGGER store_pages_public_content AFTER INSERT OR UPDATE OR DELETE ON store_pages
  FOR EACH ROW EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER store_pages_truncated_public_content AFTER TRUNCATE ON store_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
-- Issue 45: the footer shows only the social pages the owner has given. Shops seeded before it got
-- each site's home page as a stand-in, which led shoppers nowhere: those become "not set".
UPDATE store_settings SET
  instagram_url = CASE WHEN instagram_url = 'https://www.instagram.com/' THEN '' ELSE instagram_url END,
  x_url = CASE WHEN x_url = 'https://x.com/' THEN '' ELSE x_url END,
  facebook_url = CASE WHEN facebook_url = 'https://www.facebook.com/' THEN '' ELSE facebook_url END,
  tiktok_url = CASE WHEN tiktok_url = 'https://www.tiktok.com/' THEN '' ELSE tiktok_url END
WHERE instagram_url = 'https://www.instagram.com/' OR x_url = 'https://x.com/'
  OR facebook_url = 'https://www.facebook.com/' OR tiktok_url = 'https://www.tiktok.com/';
