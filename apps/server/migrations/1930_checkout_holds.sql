-- Holding the unit at checkout (docs/PRODUCT.md "Checkout", docs/decisions/232-checkout-holds.md).
-- Opening checkout holds one unit for the buyer for 15 minutes: an aligned range of an IP listing
-- (cidr), or one unit of a server package's stock. A hold never changes ip_subnets.status or
-- server_packages.stock_count, so listings.units_free and the marketplace stay as they are; checkout
-- reads the holds of others as taken. Paying or leaving the page deletes the row; an expired row
-- counts as free at once and the delete-expired-checkout-holds job removes it later.
--
-- held_at and expires_at are written by the application from its injected clock, so the database's
-- own now() is never compared with them. The exclusion constraint is the backstop under the row locks
-- checkout and the hold route take: two holds never cover one address for overlapping times, so two
-- buyers can never hold one unit at once, while an expired hold nobody has cleaned up yet does not
-- stand in the way of the next buyer (its time range has ended).
CREATE TABLE checkout_holds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id uuid REFERENCES listings(id) ON DELETE CASCADE,
  server_package_id uuid REFERENCES server_packages(id) ON DELETE CASCADE,
  cidr cidr,
  held_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT checkout_holds_one_item CHECK (
    (listing_id IS NOT NULL AND cidr IS NOT NULL AND server_package_id IS NULL)
    OR (server_package_id IS NOT NULL AND listing_id IS NULL AND cidr IS NULL)
  ),
  CONSTRAINT checkout_holds_term CHECK (expires_at > held_at),
  CONSTRAINT checkout_holds_no_overlap EXCLUDE USING gist (
    cidr inet_ops WITH &&,
    (tstzrange(held_at, expires_at)) WITH &&
  ) WHERE (cidr IS NOT NULL)
);
-- One hold per buyer and item: opening the page again refreshes it.
CREATE UNIQUE INDEX checkout_holds_listing_buyer_idx ON checkout_holds (listing_id, user_id)
  WHERE listing_id IS NOT NULL;
CREATE UNIQUE INDEX checkout_holds_package_buyer_idx ON checkout_holds (server_package_id, user_id)
  WHERE server_package_id IS NOT NULL;
-- A buyer's live holds (at most 3) and the cleanup job.
CREATE INDEX checkout_holds_user_idx ON checkout_holds (user_id, expires_at);
CREATE INDEX checkout_holds_expires_idx ON checkout_holds (expires_at);
