-- One live offer per address range, and listings that show only what can be bought
-- (docs/PRODUCT.md "Inventory"; docs/decisions/100-offer-holds.md).
--
-- 1. offer_holds: one row per range held by a live offer (a listing that is pending, active, paused or
--    suspended; an auction that is waiting or live; a subnet in a bundle). Its exclusion constraint
--    refuses two holds that overlap, whatever code path writes them. Triggers on listings, auctions
--    and bundle_subnets keep the holds in step with those rows, so the rule needs no application code.
-- 2. listings.cidr / unit_prefix: the range a listing offers (inside its block) and the size each lease
--    takes from it. units_total / units_free are kept by triggers from ip_subnets.status, so the
--    marketplace can hide a listing with nothing left to lease without reading its subnets.
-- 3. Listings may be paused; listings and server packages carry a revision under review
--    (pending_changes) while the approved version stays live.

ALTER TABLE listings DROP CONSTRAINT listings_status_check;
ALTER TABLE listings ADD CONSTRAINT listings_status_check
  CHECK (status IN ('pending', 'active', 'paused', 'rejected', 'suspended'));

ALTER TABLE listings
  ADD COLUMN cidr cidr,
  ADD COLUMN unit_prefix smallint,
  ADD COLUMN units_total integer NOT NULL DEFAULT 0,
  ADD COLUMN units_free integer NOT NULL DEFAULT 0,
  ADD COLUMN price_per_month_cents bigint GENERATED ALWAYS AS (
    CASE period WHEN 'quarter' THEN round(price_cents / 3.0)::bigint
                WHEN 'year' THEN round(price_cents / 12.0)::bigint
                ELSE price_cents END
  ) STORED,
  ADD COLUMN pending_changes jsonb,
  ADD COLUMN changes_submitted_at timestamptz,
  ADD COLUMN changes_rejection_reason text;

ALTER TABLE server_packages
  ADD COLUMN pending_changes jsonb,
  ADD COLUMN changes_submitted_at timestamptz,
  ADD COLUMN changes_rejection_reason text;

-- Existing IP listings offered their whole block, leased in units of `subnet` (or whole).
UPDATE listings l SET cidr = b.cidr,
  unit_prefix = CASE WHEN family(b.cidr) = 4 AND l.subnet IS NOT NULL
                     THEN greatest(substr(l.subnet, 2)::smallint, masklen(b.cidr))
                     ELSE masklen(b.cidr) END
FROM ip_blocks b WHERE b.id = l.ip_block_id;

-- A 'Server' listing could never be bought: servers are offered as server packages (decision 100).
UPDATE listings SET status = 'rejected',
  rejection_reason = 'Servers are offered as server packages: please create one under My Server Packages.'
WHERE type = 'server' AND status <> 'rejected';

ALTER TABLE listings ADD CONSTRAINT listings_range_check CHECK (
  (type = 'ip' AND cidr IS NOT NULL AND unit_prefix IS NOT NULL AND unit_prefix >= masklen(cidr)
    AND unit_prefix <= CASE WHEN family(cidr) = 4 THEN 32 ELSE 128 END)
  OR (type = 'server' AND status = 'rejected')
);

CREATE TABLE offer_holds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cidr cidr NOT NULL,
  listing_id uuid REFERENCES listings(id) ON DELETE CASCADE,
  auction_id uuid REFERENCES auctions(id) ON DELETE CASCADE,
  server_package_id uuid REFERENCES server_packages(id) ON DELETE CASCADE,
  ip_subnet_id uuid REFERENCES ip_subnets(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT offer_holds_one_offer CHECK (
    (listing_id IS NOT NULL)::int + (auction_id IS NOT NULL)::int + (server_package_id IS NOT NULL)::int = 1
    AND (server_package_id IS NULL) = (ip_subnet_id IS NULL)
  ),
  CONSTRAINT offer_holds_no_overlap EXCLUDE USING gist (cidr inet_ops WITH &&)
);
CREATE UNIQUE INDEX offer_holds_listing_idx ON offer_holds (listing_id) WHERE listing_id IS NOT NULL;
CREATE UNIQUE INDEX offer_holds_auction_idx ON offer_holds (auction_id) WHERE auction_id IS NOT NULL;
CREATE UNIQUE INDEX offer_holds_subnet_idx ON offer_holds (ip_subnet_id) WHERE ip_subnet_id IS NOT NULL;
CREATE INDEX offer_holds_package_idx ON offer_holds (server_package_id) WHERE server_package_id IS NOT NULL;

-- Takes a hold. On overlap it raises exclusion_violation naming the holder in DETAIL as
-- 'kind|id|name', so the API can tell the seller which offer already holds the range.
CREATE FUNCTION take_offer_hold(p_cidr cidr, p_listing uuid, p_auction uuid, p_package uuid, p_subnet uuid)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  holder text;
BEGIN
  INSERT INTO offer_holds (cidr, listing_id, auction_id, server_package_id, ip_subnet_id)
  VALUES (p_cidr, p_listing, p_auction, p_package, p_subnet);
EXCEPTION WHEN exclusion_violation THEN
  SELECT CASE
           WHEN h.listing_id IS NOT NULL THEN 'listing|' || h.listing_id || '|' || l.title
           WHEN h.auction_id IS NOT NULL THEN 'auction|' || h.auction_id || '|' || h.cidr::text
           ELSE 'bundle|' || h.server_package_id || '|' || p.name
         END
    INTO holder
    FROM offer_holds h
    LEFT JOIN listings l ON l.id = h.listing_id
    LEFT JOIN server_packages p ON p.id = h.server_package_id
   WHERE h.cidr && p_cidr
   LIMIT 1;
  RAISE EXCEPTION 'address range % is already held by another offer', p_cidr
    USING ERRCODE = 'exclusion_violation', DETAIL = coalesce(holder, ''),
          CONSTRAINT = 'offer_holds_no_overlap';
END $$;

CREATE FUNCTION listing_holds_range(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('pending', 'active', 'paused', 'suspended')
$$;

CREATE FUNCTION sync_listing_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF listing_holds_range(OLD.status) = listing_holds_range(NEW.status) AND OLD.cidr IS NOT DISTINCT FROM NEW.cidr THEN
      RETURN NULL;
    END IF;
    DELETE FROM offer_holds WHERE listing_id = NEW.id;
  END IF;
  IF NEW.type = 'ip' AND listing_holds_range(NEW.status) THEN
    PERFORM take_offer_hold(NEW.cidr, NEW.id, NULL, NULL, NULL);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION sync_auction_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  block cidr;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status IN ('pending_approval', 'live')) = (NEW.status IN ('pending_approval', 'live')) THEN
    RETURN NULL;
  END IF;
  IF NEW.status IN ('pending_approval', 'live') THEN
    SELECT cidr INTO block FROM ip_blocks WHERE id = NEW.ip_block_id;
    PERFORM take_offer_hold(block, NULL, NEW.id, NULL, NULL);
  ELSE
    DELETE FROM offer_holds WHERE auction_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION sync_bundle_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  range cidr;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM offer_holds WHERE ip_subnet_id = OLD.ip_subnet_id;
    RETURN NULL;
  END IF;
  SELECT subnet INTO range FROM ip_subnets WHERE id = NEW.ip_subnet_id;
  PERFORM take_offer_hold(range, NULL, NULL, NEW.server_package_id, NEW.ip_subnet_id);
  RETURN NULL;
END $$;

-- Units of a listing: aligned groups of unit_prefix inside its range; a unit is free when every
-- subnet row in it is available. IPv4 blocks are stored as /24 rows, IPv6 blocks as one row.
CREATE FUNCTION count_listing_units(p_block uuid, p_range cidr, p_unit smallint, OUT total integer, OUT free integer)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer, (count(*) FILTER (WHERE all_free))::integer
  FROM (SELECT bool_and(s.status = 'available') AS all_free
        FROM ip_subnets s
        WHERE s.ip_block_id = p_block AND s.subnet <<= p_range
        GROUP BY set_masklen(s.subnet, least(p_unit, masklen(s.subnet)))) AS units
$$;

CREATE FUNCTION fill_listing_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'ip' THEN
    SELECT total, free INTO NEW.units_total, NEW.units_free
      FROM count_listing_units(NEW.ip_block_id, NEW.cidr, NEW.unit_prefix);
  END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION refresh_units_of_changed_subnets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings l SET units_total = c.total, units_free = c.free
  FROM (SELECT touched.id, u.total, u.free
        FROM (SELECT DISTINCT l2.id, l2.ip_block_id, l2.cidr, l2.unit_prefix
              FROM listings l2
              JOIN changed_subnets s ON s.ip_block_id = l2.ip_block_id AND s.subnet <<= l2.cidr
              JOIN old_subnets o ON o.id = s.id AND o.status IS DISTINCT FROM s.status
              WHERE l2.type = 'ip') AS touched,
             LATERAL count_listing_units(touched.ip_block_id, touched.cidr, touched.unit_prefix) AS u) AS c
  WHERE l.id = c.id AND (l.units_total, l.units_free) IS DISTINCT FROM (c.total, c.free);
  RETURN NULL;
END $$;

-- Holds of what exists today, in the order a seller would expect to keep them: auctions, bundles,
-- live listings (oldest first), then pending ones. An offer that overlaps one already held was never
-- buyable alongside it, so it is rejected with the reason.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT a.id, b.cidr FROM auctions a JOIN ip_blocks b ON b.id = a.ip_block_id
    WHERE a.status IN ('pending_approval', 'live') ORDER BY a.created_at
  LOOP
    BEGIN
      INSERT INTO offer_holds (cidr, auction_id) VALUES (r.cidr, r.id);
    EXCEPTION WHEN exclusion_violation THEN
      UPDATE auctions SET status = 'cancelled',
        rejection_reason = 'Another offer already holds this address range.' WHERE id = r.id;
    END;
  END LOOP;
  FOR r IN
    SELECT x.ip_subnet_id, x.server_package_id, s.subnet FROM bundle_subnets x
    JOIN ip_subnets s ON s.id = x.ip_subnet_id ORDER BY x.created_at
  LOOP
    BEGIN
      INSERT INTO offer_holds (cidr, server_package_id, ip_subnet_id)
      VALUES (r.subnet, r.server_package_id, r.ip_subnet_id);
    EXCEPTION WHEN exclusion_violation THEN
      DELETE FROM bundle_subnets WHERE ip_subnet_id = r.ip_subnet_id;
    END;
  END LOOP;
  FOR r IN
    SELECT id, cidr FROM listings WHERE type = 'ip' AND listing_holds_range(status)
    ORDER BY (status = 'pending'), created_at
  LOOP
    BEGIN
      INSERT INTO offer_holds (cidr, listing_id) VALUES (r.cidr, r.id);
    EXCEPTION WHEN exclusion_violation THEN
      UPDATE listings SET status = 'rejected',
        rejection_reason = 'Another offer already holds this address range.' WHERE id = r.id;
    END;
  END LOOP;
END $$;

UPDATE listings l SET units_total = c.total, units_free = c.free
FROM (SELECT l2.id, u.total, u.free FROM listings l2,
        LATERAL count_listing_units(l2.ip_block_id, l2.cidr, l2.unit_prefix) AS u
      WHERE l2.type = 'ip') AS c
WHERE l.id = c.id;

CREATE TRIGGER listings_hold AFTER INSERT OR UPDATE OF status, cidr ON listings
  FOR EACH ROW EXECUTE FUNCTION sync_listing_hold();
CREATE TRIGGER listings_units BEFORE INSERT OR UPDATE OF cidr, unit_prefix, ip_block_id ON listings
  FOR EACH ROW EXECUTE FUNCTION fill_listing_units();
CREATE TRIGGER auctions_hold AFTER INSERT OR UPDATE OF status ON auctions
  FOR EACH ROW EXECUTE FUNCTION sync_auction_hold();
CREATE TRIGGER bundle_subnets_hold AFTER INSERT OR DELETE ON bundle_subnets
  FOR EACH ROW EXECUTE FUNCTION sync_bundle_hold();
CREATE TRIGGER ip_subnets_listing_units AFTER UPDATE ON ip_subnets
  REFERENCING OLD TABLE AS old_subnets NEW TABLE AS changed_subnets
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_units_of_changed_subnets();

-- The public catalogue: live listings with something left to lease (features/marketplace).
DROP INDEX listings_public_created_idx;
DROP INDEX listings_public_price_idx;
DROP INDEX listings_public_search_idx;
CREATE INDEX listings_public_created_idx ON listings (created_at, id)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_price_idx ON listings (price_cents, id)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_public_search_idx ON listings USING gin (search_vector)
  WHERE status = 'active' AND type = 'ip' AND units_free > 0;
CREATE INDEX listings_cidr_idx ON listings USING gist (cidr inet_ops);
CREATE INDEX listings_changes_idx ON listings (changes_submitted_at) WHERE pending_changes IS NOT NULL;
CREATE INDEX server_packages_changes_idx ON server_packages (changes_submitted_at)
  WHERE pending_changes IS NOT NULL;
