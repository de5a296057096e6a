-- A user's saved listings (docs/PRODUCT.md "Saved listings and sharing").

CREATE TABLE saved_listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_kind text NOT NULL CHECK (listing_kind IN ('ip', 'server')),
  listing_id uuid REFERENCES listings(id) ON DELETE CASCADE,
  server_package_id uuid REFERENCES server_packages(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (listing_kind = 'ip' AND listing_id IS NOT NULL AND server_package_id IS NULL)
    OR (listing_kind = 'server' AND server_package_id IS NOT NULL AND listing_id IS NULL)
  )
);
-- Saving twice is one row (a double click, two tabs).
CREATE UNIQUE INDEX saved_listings_user_listing_idx ON saved_listings (user_id, listing_id)
  WHERE listing_id IS NOT NULL;
CREATE UNIQUE INDEX saved_listings_user_package_idx ON saved_listings (user_id, server_package_id)
  WHERE server_package_id IS NOT NULL;
CREATE INDEX saved_listings_user_created_idx ON saved_listings (user_id, created_at DESC);
