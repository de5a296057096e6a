-- Suspended accounts (docs/decisions/160-staff-tools-and-audit.md "Suspension").
--
-- 1. users.suspended_at / suspended_by / suspension_reason: a suspended user cannot sign in (their
--    sessions are deleted and no session of theirs is accepted), nor trade.
-- 2. Their live offers leave the marketplace through the statuses the public catalogue already filters
--    on (listings.status = 'active', server_packages.status = 'approved'), so its partial indexes
--    (migrations 0700, 0800, 0820) stay as they are: a suspension moves them to 'suspended' and
--    suspended_offers remembers the status each returns to on reactivation. A listing keeps holding its
--    range while suspended (listing_holds_range counts 'suspended', migration 0800).
-- 3. A trigger keeps an offer of a suspended owner off the marketplace whatever path makes it public
--    meanwhile (an admin approving a listing or package that was waiting for review).

ALTER TABLE users
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN suspension_reason text,
  ADD CONSTRAINT users_suspension_check CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));

-- The staff user list: newest first, by role, and the suspended ones.
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_role_created_idx ON users (role, created_at DESC, id DESC);
CREATE INDEX users_suspended_idx ON users (suspended_at) WHERE suspended_at IS NOT NULL;

CREATE TABLE suspended_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id uuid REFERENCES listings(id) ON DELETE CASCADE,
  server_package_id uuid REFERENCES server_packages(id) ON DELETE CASCADE,
  previous_status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT suspended_offers_one_offer CHECK ((listing_id IS NULL) <> (server_package_id IS NULL))
);
CREATE UNIQUE INDEX suspended_offers_listing_idx ON suspended_offers (listing_id) WHERE listing_id IS NOT NULL;
CREATE UNIQUE INDEX suspended_offers_package_idx ON suspended_offers (server_package_id)
  WHERE server_package_id IS NOT NULL;
CREATE INDEX suspended_offers_user_idx ON suspended_offers (user_id);

CREATE FUNCTION hold_back_suspended_owner_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND suspended_at IS NOT NULL) THEN
    INSERT INTO suspended_offers (user_id, listing_id, server_package_id, previous_status)
    VALUES (NEW.user_id,
            CASE WHEN TG_TABLE_NAME = 'listings' THEN NEW.id END,
            CASE WHEN TG_TABLE_NAME = 'server_packages' THEN NEW.id END,
            NEW.status)
    ON CONFLICT DO NOTHING;
    NEW.status := 'suspended';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER listings_owner_suspended BEFORE UPDATE OF status ON listings
  FOR EACH ROW WHEN (NEW.status = 'active' AND OLD.status IS DISTINCT FROM 'active')
  EXECUTE FUNCTION hold_back_suspended_owner_offer();
CREATE TRIGGER server_packages_owner_suspended BEFORE UPDATE OF status ON server_packages
  FOR EACH ROW WHEN (NEW.status = 'approved' AND OLD.status IS DISTINCT FROM 'approved')
  EXECUTE FUNCTION hold_back_suspended_owner_offer();
